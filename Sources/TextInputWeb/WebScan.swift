import TextInputScan

/// An image the browser sent to scan for a field.
public struct ScanRequest: Sendable, Equatable {
    /// The message's sequence number, answered by ``WebSession/finishScan(_:outcome:)``.
    public var sequence: Int
    /// The field's index.
    public var field: Int
    /// The image's bytes (PNG or JPEG).
    public var image: [UInt8]
}

/// What decoding an image gave.
public enum ScanOutcome: Sendable, Equatable {
    /// The texts of the codes found, possibly none.
    case found([String])
    /// The decoder could not run or could not read the image: the message says why and what to do.
    case failed(String)
}

/// Decodes images for live sessions with ``TextInputScan/BarcodeScanner``.
public enum WebScan {
    /// Decodes PNG or JPEG bytes; blocks, so the server calls it off the event loop.
    /// A missing libzbar or an unreadable image gives ``ScanOutcome/failed(_:)``
    /// with ``TextInputScan/ScanError``'s message, which names what to install.
    public static func decode(_ image: [UInt8]) -> ScanOutcome {
        do throws(ScanError) {
            return .found(try BarcodeScanner().scan(imageData: image).map(\.text))
        } catch {
            return .failed(error.description)
        }
    }
}
