#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads image files with POSIX calls, so that every failure has the system's exact reason.
enum ImageFile {
    /// The whole content of the regular file at `path`, at most ``ScanLimits/maxImageBytes``.
    static func bytes(at path: String) throws(ScanError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is rejected below as not a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw .unreadableFile(path: path, reason: systemError())
        }
        defer { close(descriptor) }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadableFile(path: path, reason: systemError())
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            throw .unreadableFile(path: path, reason: "it is a directory, not an image file")
        default:
            throw .unreadableFile(path: path, reason: "it is not a regular file")
        }
        guard info.st_size <= ScanLimits.maxImageBytes else {
            throw .imageTooLarge(reason: "the file is \(info.st_size) bytes; at most \(ScanLimits.maxImageBytes) bytes are accepted")
        }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path: path, reason: systemError())
            }
            if count == 0 { return bytes }
            // The file may have grown since fstat.
            guard bytes.count + count <= ScanLimits.maxImageBytes else {
                throw .imageTooLarge(reason: "the file is more than \(ScanLimits.maxImageBytes) bytes")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
