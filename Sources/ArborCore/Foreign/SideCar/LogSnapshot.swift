import Foundation

/// What a file in write-ahead-log mode holds for a reader, as SQLite's shared index says
/// (the `-shm` file's header, sqlite.org/walformat.html): the log's frames up to
/// `lastFrame` overlay the file's pages, and the database is `pageCount` pages long.
///
/// A reader's snapshot is the index header it saw when its transaction began. SQLite does
/// not say which that was, so `PageWatch` reads the header before the transaction's first
/// read and after it: the same header both times (each commit writes a new one, with a new
/// checksum) is the snapshot. While that transaction lasts, no checkpoint copies a frame
/// past it into the file and no writer starts the log over, so the frames it names and the
/// file's other pages stay as they are.
struct LogSnapshot: Equatable, Sendable {
  /// The 48 bytes of the index header (`WalIndexHdr`), as the writer left them.
  let header: [UInt8]

  var lastFrame: Int { Self.native(header, at: 16) }
  var pageCount: Int { Self.native(header, at: 20) }
  /// The salts every frame of this generation of the log carries (raw bytes).
  var salts: ArraySlice<UInt8> { header[32..<40] }

  /// The commit readers see, in words for a stamp: the last frame, the page count, the
  /// salts and the header's checksum (which every commit changes).
  var commitWords: String {
    header[16..<24].map { String($0, radix: 16) }.joined(separator: ".") + ":"
      + header[32..<48].map { String($0, radix: 16) }.joined(separator: ".")
  }

  /// What a look at `path`'s log finds.
  enum Look: Equatable, Sendable {
    /// No `-wal` beside the file: it is in rollback-journal form.
    case none
    case log(LogSnapshot)
    /// A log whose index could not be read, or was being written.
    case unknown
  }

  static func look(path: String) -> Look {
    guard FileManager.default.fileExists(atPath: path + "-wal") else { return .none }
    let descriptor = open(path + "-shm", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .unknown }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 96)
    guard bytes.withUnsafeMutableBytes({ FilePages.readFully(descriptor, into: $0, count: 96, at: 0) }) == 96 else {
      return .unknown
    }
    // A writer updates the second copy, then the first: they differ while it does. The
    // index is also initialised (`isInit`) and of the version this layout describes.
    let first = Array(bytes[0..<48])
    guard first == Array(bytes[48..<96]), first[12] == 1, native(first, at: 0) == 3_007_000 else { return .unknown }
    return .log(LogSnapshot(header: first))
  }

  /// Where the log holds each page up to `lastFrame` (its latest frame), read from the
  /// frames' headers only. Nil when the log does not agree with the index (another
  /// generation, a short file), or has more than `frameLimit` frames.
  func frames(path: String, pageSize: Int, frameLimit: Int = 1 << 18) -> LogFrames? {
    let descriptor = open(path + "-wal", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    let frames = LogFrames(descriptor: descriptor)
    // Checkpointed and started over (or truncated): every page is in the file.
    guard lastFrame > 0 else { return frames }
    guard lastFrame <= frameLimit else { return nil }
    var header = [UInt8](repeating: 0, count: 32)
    let got = header.withUnsafeMutableBytes { FilePages.readFully(descriptor, into: $0, count: 32, at: 0) }
    guard got == 32, FilePages.bigEndian(header, at: 8) == pageSize, header[16..<24].elementsEqual(salts) else {
      return nil
    }
    // The frames' headers, read a few hundred kilobytes at a time.
    let frameSize = 24 + pageSize
    let perRead = max(1, (1 << 18) / frameSize)
    var chunk = [UInt8](repeating: 0, count: perRead * frameSize)
    var frame = 0
    while frame < lastFrame {
      let count = min(perRead, lastFrame - frame)
      let start = 32 + frame * frameSize
      let read = chunk.withUnsafeMutableBytes {
        FilePages.readFully(descriptor, into: $0, count: count * frameSize, at: start)
      }
      guard read == count * frameSize else { return nil }
      for index in 0..<count {
        let at = index * frameSize
        guard chunk[at + 8..<at + 16].elementsEqual(salts) else { return nil }
        let page = FilePages.bigEndian(chunk, at: at)
        guard page >= 1 else { return nil }
        frames.offsets[page] = start + at + 24
      }
      frame += count
    }
    return frames
  }

  /// An index field: written in the writer's byte order, which is this machine's.
  private static func native(_ bytes: [UInt8], at offset: Int) -> Int {
    var value: UInt32 = 0
    withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: bytes[offset..<offset + 4]) }
    return Int(value)
  }
}

/// The pages a log's frames hold: where each one's latest frame lies in the log, which
/// stays open (and, under the reader's snapshot, unchanged) while they are read.
final class LogFrames: @unchecked Sendable {
  let descriptor: Int32
  /// Where each page's bytes start in the log. Filled before the pages are read, and
  /// only read after.
  fileprivate(set) var offsets: [Int: Int] = [:]

  init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }
}
