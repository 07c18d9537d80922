import Foundation
import Synchronization

/// A client of a dqlite cluster: given some of its nodes' addresses, it finds the leader,
/// opens the database there and runs statements on it, with bound values. When the
/// leader changes it follows; when none can be found it says so.
///
/// A write runs once or is reported not known: a write whose connection broke before its
/// answer came, or that the leader lost its leadership while committing, is never sent
/// again (it may have been committed), a read is asked again of the new leader, and a
/// write the node refused as not its leader's (refused before it ran) goes to the new
/// leader.
public final class ClusterClient: Sendable {
  public let nodes: [String]
  public let database: String
  /// Seconds a node may take to answer one request.
  public let timeout: Double
  /// Seconds spent looking for a leader that can be reached (during an election, the
  /// nodes may still name the one that died) before saying there is none.
  public let leaderWait: Double
  /// The cluster's certificate and key: every connection is TLS with them; nil, plain.
  public let credentials: ClusterCredentials?

  struct Open {
    var connection: NodeConnection
    var databaseID: UInt64
  }

  /// The connection to the leader with the database open; nil until first needed.
  let state = Mutex<Open?>(nil)

  public init(
    nodes: [String], database: String, timeout: Double = 5, leaderWait: Double = 10,
    credentials: ClusterCredentials? = nil
  ) {
    self.credentials = credentials
    self.nodes = nodes
    self.database = database
    self.timeout = timeout
    self.leaderWait = leaderWait
  }

  /// The leader's address as the nodes know it; nil when none of them knows one.
  public func leader() throws -> String? {
    try leader(by: ContinuousClock.now + .seconds(max(timeout, leaderWait)))
  }

  /// `leader()`, asking no node after `deadline`: each is given what time is left, so
  /// many silent nodes cost the deadline, not a timeout each (300 took hours).
  func leader(by deadline: ContinuousClock.Instant) throws -> String? {
    var reasons: [String] = []
    var refusedCredentials = false
    for node in nodes {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else {
        reasons.append("\(node) was not asked: no node answered in time")
        continue
      }
      do {
        let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
        if let address = try leader(knownTo: node, timeout: min(timeout, seconds)) { return address }
      } catch let error as ClusterError {
        reasons.append(error.description)
        if error.kind == .notAdmitted { refusedCredentials = true }
      }
    }
    if reasons.count == nodes.count {
      // Credentials the nodes refuse (or a node that wants them): asked again, the same.
      let kind: ClusterError.Kind = refusedCredentials ? .notAdmitted : .unreachable
      throw ClusterError(kind, "no node answered: " + reasons.joined(separator: "; "))
    }
    return nil
  }

  /// Runs `sql` (one statement or several) with `arguments` bound to its `?`s.
  @discardableResult
  public func execute(_ sql: String, _ arguments: [ClusterValue] = []) throws -> ClusterResult {
    try run(.execSQL, sql, arguments, isRead: false) { answer, _ in try ClusterResult(answer: answer) }
  }

  /// The rows of `sql` with `arguments` bound: a read. A statement that writes is
  /// refused before it is sent (dqlite 1.11 would run it in a read transaction and roll
  /// its change back, `RETURNING` rows and all): run it with `execute`.
  public func query(_ sql: String, _ arguments: [ClusterValue] = []) throws -> ClusterRows {
    if Self.writes(sql) {
      let shown = sql.count > 40 ? sql.prefix(40) + "…" : sql
      throw ClusterError(.refused(code: 0), "a query reads; “\(shown)” writes: run it with execute")
    }
    return try queryRows(sql, arguments)
  }

  /// Whether `sql` begins as a statement that changes the database (its first keyword,
  /// after comments and a `WITH` clause's tables are not looked into: a `WITH` that writes
  /// is caught by the node's own refusal to write in a read).
  static func writes(_ sql: String) -> Bool {
    var text = Substring(sql)
    while true {
      text = text.drop { $0.isWhitespace }
      if text.hasPrefix("--") {
        text = text.drop { $0 != "\n" }
      } else if text.hasPrefix("/*"), let end = text.range(of: "*/") {
        text = text[end.upperBound...]
      } else {
        break
      }
    }
    let word = text.prefix { $0.isLetter }.uppercased()
    return ["INSERT", "UPDATE", "DELETE", "REPLACE", "CREATE", "DROP", "ALTER", "VACUUM", "REINDEX"].contains(word)
  }

  private func queryRows(_ sql: String, _ arguments: [ClusterValue]) throws -> ClusterRows {
    try run(.querySQL, sql, arguments, isRead: true) { first, connection in try Self.rows(first, on: connection) }
  }

  /// Closes the connection; the next statement opens one again.
  public func close() {
    state.withLock { open in
      open?.connection.close()
      open = nil
    }
  }

  private func run<T>(
    _ type: Wire.Request, _ sql: String, _ arguments: [ClusterValue], isRead: Bool,
    _ answer: (Wire.Message, NodeConnection) throws -> T
  ) throws -> T {
    // Encoded once, and values that cannot travel refused before anything is sent. No
    // values, no tuple: a node reads the tuple again for each statement of a script, and
    // an empty one read once left the next statement a cut body (the node then closed the
    // connection).
    var parameters = WireWriter()
    if !arguments.isEmpty { try parameters.parameters(arguments) }
    return try state.withLock { open -> T in
      var attempt = 0
      while true {
        attempt += 1
        if let stale = open, stale.connection.isClosedByNode {
          stale.connection.close()
          open = nil
        }
        let current = try open ?? self.openAtLeader()
        open = current
        var request = WireWriter()
        request.uint64(current.databaseID)
        request.text(sql)
        request.append(parameters)
        do {
          let message = try current.connection.request(type, request)
          return try answer(message, current.connection)
        } catch let error as ClusterError {
          current.connection.close()
          open = nil
          // Asked again once, of the leader found anew: a read always; a write only when the
          // node refused it as not the leader, before running it. A leader that lost its
          // leadership while committing may have replicated the write, which the next
          // leader then commits: asked again, it could be made twice.
          let notLeader = error.kind == .refused(code: Self.notLeader)
          guard attempt < 3, isRead ? error.kind != .unreachable && error.kind != .notAdmitted : notLeader else {
            if !isRead && (error.kind == .broken || error.leftTheWriteUnknown) {
              throw ClusterError(
                .unknownOutcome,
                "\(error.description); whether the write was committed is not known (read it back to see)")
            }
            throw error
          }
        }
      }
    }
  }

  /// SQLite's extended codes for a node that is not the leader (the statement did not
  /// run), and for a leader that lost its leadership while committing (it may have been
  /// committed by the next).
  static let notLeader: UInt64 = 10250
  static let leadershipLost: UInt64 = 10506

  /// `body` with the leader's address, asked again until `leaderWait` has passed while no
  /// leader can be reached — an election under way (the nodes may still name one that
  /// died), a connection broken by a leader stepping down — or after the pause
  /// `pauseBefore` gives for an error of the request's own.
  func withLeader<T>(
    to what: String, pauseBefore: (ClusterError) -> Double? = { _ in nil }, _ body: (String) throws -> T
  ) throws -> T {
    let deadline = ContinuousClock.now + .milliseconds(Int(leaderWait * 1000))
    while true {
      do {
        guard let leader = try leader(by: max(deadline, ContinuousClock.now + .seconds(timeout))) else {
          throw ClusterError(
            .noLeader,
            "the cluster has no leader now to \(what): an election is under way, or too few of its nodes are up")
        }
        return try body(leader)
      } catch let error as ClusterError {
        let unreached = error.kind == .noLeader || error.kind == .unreachable || error.kind == .broken
        guard let pause = unreached ? 0.1 : pauseBefore(error), ContinuousClock.now < deadline else { throw error }
        Thread.sleep(forTimeInterval: pause)
      }
    }
  }

  /// A connection to the leader with the database open; opening is asked again whatever
  /// broke it, as it changes nothing.
  func openAtLeader() throws -> Open {
    try withLeader(to: "open \(database)") { leader in
      try open(database, at: leader)
    }
  }

  private func open(_ database: String, at leader: String) throws -> Open {
    let connection = try NodeConnection(address: leader, timeout: timeout, credentials: credentials)
    do {
      var body = WireWriter()
      body.text(database)
      body.uint64(0)
      body.text("volatile")
      let answer = try connection.request(.open, body)
      guard answer.type == Wire.Response.database.rawValue else {
        throw ClusterError(.broken, "\(leader) answered the opening of \(database) with message type \(answer.type)")
      }
      var reader = WireReader(answer.body)
      return Open(connection: connection, databaseID: UInt64(try reader.uint32()))
    } catch {
      connection.close()
      throw error
    }
  }

  /// The rows of a query's answer, reading further batches until the last.
  private static func rows(_ first: Wire.Message, on connection: NodeConnection) throws -> ClusterRows {
    var message = first
    var result = ClusterRows(columns: [], rows: [])
    while true {
      guard message.type == Wire.Response.rows.rawValue else {
        throw ClusterError(.broken, "the node answered a query with message type \(message.type)")
      }
      var reader = WireReader(message.body)
      let announced = try reader.uint64()
      // SQLite allows at most 32,767 columns: more is no answer of a node.
      guard announced <= 32_767 else { throw ClusterError(.broken, "the node announced \(announced) columns") }
      let count = Int(announced)
      var columns: [String] = []
      for _ in 0..<count { columns.append(try reader.text()) }
      result.columns = columns
      let before = result.rows.count
      while true {
        guard let word = reader.peekWord() else {
          throw ClusterError(.broken, "the node's rows ended without their end marker")
        }
        if word == Wire.rowsDone { return result }
        if word == Wire.rowsPart { break }
        // A row of no columns takes no bytes: read as rows, the same word was a row again
        // and again without end (4.4 GB, then SIGABRT).
        guard count > 0 else { throw ClusterError(.broken, "the node sent rows of no columns") }
        result.rows.append(try reader.row(columns: count))
      }
      // A part with no rows, then another: an answer that never ends.
      guard result.rows.count > before else {
        throw ClusterError(.broken, "the node sent a part of an answer with no rows in it")
      }
      message = try connection.receive()
    }
  }
}
