import ArborCluster
import ArborCore

extension OpenTrees {
  /// Whether `location` names a cluster's notes (`dqlite://HOST:PORT[,HOST:PORT…]/NAME`)
  /// rather than a file.
  public static func isCluster(_ location: String) -> Bool { ClusterAddress.isAddress(location) }

  /// The one place a location becomes an open tree: a cluster's address opens the notes
  /// it holds (read into a copy first: `ClusterNotesTree`), anything else is a file
  /// (`open(path:_:willUpgrade:)`). Options meant for another program's file are refused
  /// in words on a cluster, as they are on a notes file. A cluster is reached in TLS with
  /// `credentials`.
  public static func open(
    location: String, _ options: OpenOptions, credentials: ClusterCredentials? = nil, willUpgrade: () -> Void = {}
  ) throws -> any OpenTree {
    guard isCluster(location) else { return try open(path: location, options, willUpgrade: willUpgrade) }
    if options.tree != nil || !options.sums.isEmpty {
      throw OpenError(
        description:
          "\(location): a cluster's notes are arbor's own tree; --table and --sum are for another program's file")
    }
    let address: ClusterAddress
    do { address = try ClusterAddress(location, credentials: credentials) } catch {
      throw OpenError(description: error.description)
    }
    // A field that is not an item's is refused before the notes are read.
    try NotesColumns().show(options.columns)
    let tree = try ClusterNotesTree(
      address: address, readOnly: options.readOnly, copies: options.clusterCopies,
      loading: ClusterMirror.Loading(inBackground: options.clusterLoadsInBackground))
    try tree.show(columns: options.columns)
    return tree
  }
}
