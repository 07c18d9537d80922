import ArborDB

/// How a file is opened as a tree: what the command line said.
public struct OpenOptions: Sendable {
  /// Edit another program's file (`--edit`); arbor's own files are edited unless
  /// `readOnly`.
  public var edit = false
  public var readOnly = false
  /// The tree of another program's file to show (`--table`…); nil: detected.
  public var tree: ForeignTree?
  /// What every subtree's total adds up (`--sum`, once or more), on the tree named or the
  /// one found; the first is shown on the rows.
  public var sums: [TreeSum]
  /// Where the tree chosen for each file is remembered; nil: not remembered.
  public var choicesLocation: String?
  /// Where large trees' side-car copies go; nil: trees are always read from the file.
  public var cacheDirectory: String?
  /// Where the copies of clusters' notes are kept between sessions; nil: in memory, read
  /// whole at every opening.
  public var clusterCopies: String?
  /// Whether a cluster's large notes show their roots at once and the rest as it is read
  /// (an interactive session), rather than only once every row is in.
  public var clusterLoadsInBackground = false
  public var busyTimeout = AppDatabase.defaultBusyTimeout
  /// Columns whose values each row of another program's tree shows beside its label
  /// (`--columns`).
  public var columns: [String] = []

  public init(
    edit: Bool = false, readOnly: Bool = false, tree: ForeignTree? = nil, sum: TreeSum? = nil, sums: [TreeSum] = [],
    choicesLocation: String? = nil, cacheDirectory: String? = nil, busyTimeout: Double = AppDatabase.defaultBusyTimeout
  ) {
    self.edit = edit
    self.readOnly = readOnly
    self.tree = tree
    self.sums = (sum.map { [$0] } ?? []) + sums
    self.choicesLocation = choicesLocation
    self.cacheDirectory = cacheDirectory
    self.busyTimeout = busyTimeout
  }
}

/// The one place a file becomes an open tree: arbor's own notes, or a tree of another
/// program's file (chosen by the options, remembered, or detected).
public enum OpenTrees {
  /// Opens `path`; `willUpgrade` runs before an older notes file is upgraded.
  public static func open(path: String, _ options: OpenOptions, willUpgrade: () -> Void = {}) throws -> any OpenTree {
    if options.tree != nil || ForeignFile.isForeign(path: path) {
      let database = try ForeignFile.open(path: path, edit: options.edit, busyTimeout: options.busyTimeout)
      let tree = try ForeignFileTree(
        database: database, requested: options.tree, sums: options.sums,
        choices: options.choicesLocation.map(TreeChoices.init(location:)),
        cacheDirectory: options.cacheDirectory)
      do {
        try tree.show(columns: options.columns)
      } catch {
        tree.stop()
        throw error
      }
      return tree
    }
    if !options.sums.isEmpty {
      throw OpenError(
        description: "--sum adds up a column of another program's table; this is one of arbor's own notes files")
    }
    let database = try AppDatabase.open(
      path: path, readOnly: options.readOnly, busyTimeout: options.busyTimeout, willUpgrade: willUpgrade)
    let tree = try NotesTree(database: database)
    try tree.show(columns: options.columns)
    return tree
  }
}
