@preconcurrency import Glibc

/// Streams newline-delimited JSON frames to the parent over fd 3, one write(2)
/// per frame so that a kill between frames never leaves half a frame behind
/// (pipe writes up to PIPE_BUF are atomic; larger frames are capped).
public struct FrameWriter {
    public static let maximumFrameBytes = 60 * 1024
    public let fd: Int32

    public init(fd: Int32 = 3) { self.fd = fd }

    public func send(_ object: JSONObjectWriter) {
        var line = object.finish()
        if line.utf8.count > FrameWriter.maximumFrameBytes {
            // Never send a frame the parent would reject: replace it by a marker.
            var marker = JSONObjectWriter()
            marker.string("type", "oversized")
            marker.int("bytes", line.utf8.count)
            line = marker.finish()
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
