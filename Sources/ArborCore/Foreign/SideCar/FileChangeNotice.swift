import Dispatch
import Foundation
import Glibc
import Synchronization

/// Tells, through Linux's inotify, when another program writes a database file, its
/// `-wal` or its `-journal`: the keeper then looks at once instead of at its next
/// twentieth of a second (half of which, on average, another program's change waited).
/// The directory is watched, not the file, so that a log or journal created later is
/// seen too; nothing is written anywhere.
///
/// Only a hint: the keeper's timer still looks twenty times a second, for the writes
/// inotify does not report — the `-shm` index, written through shared memory, where a
/// log's commit is published; files on network file systems; a system out of watches.
final class FileChangeNotice: Sendable {
  private let source = Mutex<(any DispatchSourceRead)?>(nil)

  /// Watches `path`'s directory, calling `changed` on `queue` once the events of a burst
  /// of writes to `path` (or its log or journal) have arrived; nil when inotify cannot
  /// watch it.
  init?(path: String, queue: DispatchQueue, changed: @escaping @Sendable () -> Void) {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    let names: Set<String> = [name, name + "-wal", name + "-journal"]
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    let events = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
    guard inotify_add_watch(descriptor, url.deletingLastPathComponent().path, events) >= 0 else {
      close(descriptor)
      return nil
    }
    let pending = PendingLook()
    self.source.withLock { slot in
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
      source.setEventHandler {
        guard Self.drain(descriptor, names: names), pending.begin() else { return }
        // A commit writes several pages in a row (and a log its frames, then its index):
        // looked at a moment later, it is usually whole.
        queue.asyncAfter(deadline: .now() + .milliseconds(2)) {
          pending.end()
          changed()
        }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      slot = source
    }
  }

  deinit { cancel() }

  /// Stops watching.
  func cancel() {
    source.withLock { source in
      source?.cancel()
      source = nil
    }
  }

  /// Reads every event waiting; whether one was about `names` (or events were lost).
  private static func drain(_ descriptor: Int32, names: Set<String>) -> Bool {
    let size = 16 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
    defer { buffer.deallocate() }
    var relevant = false
    while true {
      let got = read(descriptor, buffer, size)
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return relevant }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= got {
        let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        let length = Int(event.len)
        guard offset + header + length <= got else { break }
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
          relevant = true
        } else if length > 0 {
          // The name is NUL-padded to the event's length.
          let bytes = UnsafeRawBufferPointer(start: buffer + offset + header, count: length)
          let end = bytes.firstIndex(of: 0) ?? length
          if names.contains(String(decoding: bytes[0..<end], as: UTF8.self)) { relevant = true }
        }
        offset += header + length
      }
    }
  }
}

/// Whether a look is already on its way (many events, one look).
private final class PendingLook: Sendable {
  private let waiting = Mutex(false)

  /// True when no look was waiting (the caller schedules one).
  func begin() -> Bool {
    waiting.withLock { waiting in
      defer { waiting = true }
      return !waiting
    }
  }

  func end() { waiting.withLock { $0 = false } }
}
