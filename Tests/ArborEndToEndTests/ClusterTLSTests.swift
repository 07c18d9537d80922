import ArborCluster
import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

/// A cluster served with `--cert` and `--key`: every connection is TLS, and only a peer
/// holding the cluster's certificate is let in — proved with go-dqlite's `dqlite` shell,
/// a client this project did not write, as well as arbor's own client and nodes.
@Suite(.enabled(if: DqliteInstall.hasLibrary, "needs libdqlite0"), .serialized)
struct ClusterTLSTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
  static let shell = "/usr/bin/dqlite"

  @Test func theShellReadsWithTheCertificateAndIsRefusedWithoutIt() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nodes = try LoopbackNodes.arborCluster(arbor, in: directory, keepingLogs: true)
    let reach = try nodes.reach
    let client = reach.client("shared")
    defer { client.close() }
    try client.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body BLOB)")
    try client.execute("INSERT INTO notes (id, body) VALUES (1, 'through TLS')")
    // Four megabytes each way: the relays carry more than their buffers hold, in parts.
    let large = [UInt8]((0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try client.execute("INSERT INTO notes (id, body) VALUES (2, ?)", [.blob(large)])
    let read = try reach.client("shared", shuffled: true).query("SELECT body FROM notes WHERE id = 2").rows
    #expect(read == [[.blob(large)]], "the large row came back whole")

    guard FileManager.default.isExecutableFile(atPath: Self.shell) else { return }
    let cluster = try ClusterCertificates.cluster
    let stranger = try ClusterCertificates.stranger
    let query = "SELECT body FROM notes WHERE id = 1"
    for node in nodes.addresses {
      let withCertificate = try Self.shell(["-s", node, "-c", cluster.certificate, "-k", cluster.key, "shared", query])
      #expect(withCertificate.status == 0 && withCertificate.output.contains("through TLS"), "\(withCertificate)")
    }
    // The shell tries again and again while a node refuses it: given seconds, it never reads.
    let plain = try Self.shell(["-s", nodes.addresses[0], "shared", query], within: 4)
    #expect(!plain.output.contains("through TLS") && plain.status != 0, "\(plain)")
    let other = try Self.shell(
      ["-s", nodes.addresses[1], "-c", stranger.certificate, "-k", stranger.key, "shared", query], within: 4)
    #expect(!other.output.contains("through TLS") && other.status != 0, "\(other)")
    // The node says whom it refused, once a minute for each host.
    let log = try String(contentsOf: nodes.log(of: 0, run: 0), encoding: .utf8)
    #expect(log.contains("in TLS") && log.contains("refused a connection from 127.0.0.1"), "\(log)")
    #expect(log.components(separatedBy: "refused a connection").count == 2, "\(log)")
  }

  @Test func aClientOrANodeWithoutTheCertificateIsRefused() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nodes = try LoopbackNodes.arborCluster(arbor, in: directory)
    defer { nodes.stop() }
    let address = nodes.addresses[0]

    // arbor's own client: plainly, with another certificate.
    #expect(throws: ClusterError.self) {
      try ClusterClient(nodes: [address], database: "notes", timeout: 2, leaderWait: 1).query("SELECT 1")
    }
    let stranger = try ClusterCertificates.stranger.credentials
    let started = ContinuousClock.now
    do {
      _ = try ClusterClient(nodes: nodes.addresses, database: "notes", credentials: stranger).query("SELECT 1")
      Issue.record("a client with another certificate was let in")
    } catch let error as ClusterError {
      #expect(error.kind == .notAdmitted, "\(error)")
      #expect(error.description.contains("certificate is not the cluster's"), "\(error)")
    }
    // Refused at once: asking again would not help.
    #expect(ContinuousClock.now - started < .seconds(3))

    // `arbor export`: without the certificate, and with the words of the fix.
    let plainEnvironment = ["PATH": "/usr/bin:/bin"]
    let export = try runToEnd(
      arbor, ["export", "--json", "--db", "dqlite://\(address)/notes"], environment: plainEnvironment)
    #expect(export.0 != 0 && export.1.contains("give --cert and --key"), "\(export.1)")
    let pair = try ClusterCertificates.cluster
    let withOptions = try runToEnd(
      arbor,
      ["new", "dqlite://\(address)/fresh", "--cert", pair.certificate, "--key", pair.key],
      environment: plainEnvironment.merging(["TERM": "dumb"]) { $1 })
    // No terminal to open the new notes in, but they were made, over TLS.
    #expect(
      try ClusterClient(nodes: [address], database: "fresh", credentials: try nodes.credentials)
        .query("SELECT count(*) FROM categories").rows == [[.integer(0)]], "\(withOptions.1)")

    // Strangers that connect and say nothing hold no one else up: each handshake waits on
    // a thread of its own.
    let port = try #require(address.split(separator: ":").last.flatMap { UInt16($0) })
    let silent = (0..<40).compactMap { _ in LoopbackPort.connect(port) }
    defer { silent.forEach { close($0) } }
    #expect(silent.count == 40)
    let asked = ContinuousClock.now
    let answer = try ClusterClient(nodes: [address], database: "fresh", credentials: try nodes.credentials)
      .query("SELECT 1").rows
    #expect(answer == [[.integer(1)]] && ContinuousClock.now - asked < .seconds(2))

    // A node without the certificate, or with another, cannot join.
    for (name, options, words) in [
      ("plain", [], "closed the connection before answering"),
      (
        "stranger",
        ["--cert", try ClusterCertificates.stranger.certificate, "--key", try ClusterCertificates.stranger.key],
        "certificate is not the cluster's"
      ),
    ] {
      let joining = try runToEnd(
        arbor,
        [
          "serve", "--data", directory.appendingPathComponent(name).path, "--address",
          "127.0.0.1:\(try LoopbackPort.free())",
          "--join", address,
        ] + options,
        environment: plainEnvironment)
      #expect(joining.0 != 0 && joining.1.contains(words), "\(name): \(joining.1)")
    }
    #expect(try nodes.status().split(separator: "\n").count == 3, "still three members")
  }

  @Test func whatIsWrongWithTheCertificateOrKeyIsSaid() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cluster = try ClusterCertificates.cluster
    let stranger = try ClusterCertificates.stranger
    let text = directory.appendingPathComponent("not-a-certificate.pem").path
    try "hello".write(toFile: text, atomically: true, encoding: .utf8)
    let missing = directory.appendingPathComponent("missing.crt").path
    for (certificate, key, words) in [
      (missing, cluster.key, "missing.crt cannot be read"),
      (text, cluster.key, "is not a PEM certificate"),
      (cluster.certificate, text, "is not an unencrypted PEM private key"),
      (cluster.certificate, stranger.key, "is not the key of"),
    ] {
      #expect {
        _ = try ClusterCredentials(certificate: certificate, key: key)
      } throws: { error in
        (error as? ClusterError)?.description.contains(words) ?? false
      }
    }
    // The environment's pair, when the options name none; one without the other is refused.
    let environment = [
      ClusterCredentials.certificateVariable: cluster.certificate, ClusterCredentials.keyVariable: cluster.key,
    ]
    #expect(try ClusterCredentials.given(certificate: nil, key: nil, environment: environment)?.key == cluster.key)
    #expect(try ClusterCredentials.given(certificate: nil, key: nil, environment: [:]) == nil)
    #expect(throws: ClusterError.self) {
      try ClusterCredentials.given(certificate: cluster.certificate, key: nil, environment: environment)
    }
    #expect(throws: ClusterError.self) {
      try ClusterCredentials.given(
        certificate: nil, key: nil, environment: [ClusterCredentials.keyVariable: cluster.key])
    }
    // `arbor serve`: a certificate lets a node serve off loopback; half a pair, or a
    // certificate and --insecure together, are refused before anything listens.
    let data = directory.appendingPathComponent("node").path
    for (arguments, words) in [
      (["--cert", cluster.certificate], "--cert needs --key too"),
      (["--cert", cluster.certificate, "--key", cluster.key, "--insecure"], "not both"),
    ] {
      let refused = try runToEnd(
        arbor, ["serve", "--data", data, "--address", "127.0.0.1:9"] + arguments, environment: ["PATH": "/usr/bin:/bin"]
      )
      #expect(refused.0 != 0 && refused.1.contains(words), "\(arguments): \(refused.1)")
    }
    let onFile = try runToEnd(
      arbor, ["notes.db", "--cert", cluster.certificate, "--key", cluster.key], environment: ["PATH": "/usr/bin:/bin"])
    #expect(onFile.0 != 0 && onFile.1.contains("are for a cluster's notes"), "\(onFile.1)")
  }

  /// The `dqlite` shell's exit status and output, ended after `within` seconds.
  static func shell(_ arguments: [String], within seconds: Double = 20) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
  }
}
