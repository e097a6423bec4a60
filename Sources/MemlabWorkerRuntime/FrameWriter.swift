@preconcurrency import Glibc
@_exported import MemlabProtocol

/// Streams newline-delimited JSON frames to the parent over fd 3, one write(2)
/// per frame so that a kill between frames never leaves half a frame behind
/// (pipe writes up to PIPE_BUF are atomic; larger frames are capped).
public struct FrameWriter {
    public static let maximumFrameBytes = MemlabProtocol.maximumFrameBytes
    public let fd: Int32

    public init(fd: Int32 = 3) { self.fd = fd }

    public func send(_ frame: some WireFrame) {
        send(frame.encoded(), kind: type(of: frame).kind, push: frame.pushIndex)
    }

    /// An already-encoded frame of `kind`.
    public func send(_ object: JSONObjectWriter, kind: FrameKind, push: Int?) {
        var line = object.finish()
        if line.utf8.count > FrameWriter.maximumFrameBytes {
            // Never send a frame the parent would reject: replace it by a marker that says what was left out.
            line = OversizedFrame(bytes: line.utf8.count, frameType: kind.rawValue, push: push).encoded().finish()
        }
        line += "\n"
        line.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // parent gone; nothing useful left to do with the frame
                }
                offset += written
            }
        }
    }
}
