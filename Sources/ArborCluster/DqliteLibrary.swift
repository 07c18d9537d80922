import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// libdqlite's node API, loaded when a node is started (`arbor serve`) rather than linked:
/// the arbor binary runs on machines without dqlite, and only serving needs it.
struct DqliteLibrary: @unchecked Sendable {
  typealias Create =
    @convention(c) (UInt64, UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutablePointer<OpaquePointer?>) -> Int32
  typealias WithAddress = @convention(c) (OpaquePointer, UnsafePointer<CChar>) -> Int32
  typealias NodeCall = @convention(c) (OpaquePointer) -> Int32
  typealias Destroy = @convention(c) (OpaquePointer) -> Void
  typealias ErrorMessage = @convention(c) (OpaquePointer) -> UnsafePointer<CChar>?
  typealias GenerateID = @convention(c) (UnsafePointer<CChar>) -> UInt64
  typealias SetLatency = @convention(c) (OpaquePointer, UInt32) -> Int32
  typealias ConnectFunction =
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?) -> Int32
  typealias SetConnectFunction = @convention(c) (OpaquePointer, ConnectFunction, UnsafeMutableRawPointer?) -> Int32

  let create: Create
  let setBindAddress: WithAddress
  let start: NodeCall
  let stop: NodeCall
  let destroy: Destroy
  let errorMessage: ErrorMessage
  let generateID: GenerateID
  /// `dqlite_node_set_network_latency_ms`: heartbeats every 1.5 latencies, an election
  /// after 15 (dqlite's own default is 3 s, so a dead leader was replaced in 3 to 6 s).
  let setNetworkLatency: SetLatency
  /// `dqlite_node_set_connect_func`: how the node dials its peers (through TLS).
  let setConnectFunction: SetConnectFunction

  static let shared: Result<DqliteLibrary, ClusterError> = load()

  private static func load() -> Result<DqliteLibrary, ClusterError> {
    let library: LoadedLibrary
    do {
      library = try LoadedLibrary("libdqlite.so.0", needed: "serving needs libdqlite (apt-get install libdqlite0)")
    } catch { return .failure(error) }
    func symbol<T>(_ name: String, _ type: T.Type) -> T? { library.function(name, type) }
    guard let create = symbol("dqlite_node_create", Create.self),
      let setBindAddress = symbol("dqlite_node_set_bind_address", WithAddress.self),
      let start = symbol("dqlite_node_start", NodeCall.self),
      let stop = symbol("dqlite_node_stop", NodeCall.self),
      let destroy = symbol("dqlite_node_destroy", Destroy.self),
      let errorMessage = symbol("dqlite_node_errmsg", ErrorMessage.self),
      let generateID = symbol("dqlite_generate_node_id", GenerateID.self),
      let setNetworkLatency = symbol("dqlite_node_set_network_latency_ms", SetLatency.self),
      let setConnectFunction = symbol("dqlite_node_set_connect_func", SetConnectFunction.self)
    else {
      return .failure(ClusterError(.unreachable, "this libdqlite lacks the node API arbor uses (dqlite 1.11 or later)"))
    }
    return .success(
      DqliteLibrary(
        create: create, setBindAddress: setBindAddress, start: start, stop: stop, destroy: destroy,
        errorMessage: errorMessage, generateID: generateID, setNetworkLatency: setNetworkLatency,
        setConnectFunction: setConnectFunction))
  }
}
