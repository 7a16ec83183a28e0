import TextInputCore
import TextInputScan

/// Reads the images a page's scan dialog sends: barcodes with
/// ``TextInputScan/BarcodeScanner``, printed text with
/// ``TextInputScan/TextRecognizer``. Stateless: the page's core applies what
/// was found (its scan policy, or its text-scan policy for recognised lines).
public enum WebScan {
    /// Decodes the barcodes in PNG or JPEG bytes; blocks, so the server calls it off the event loop.
    /// A missing libzbar or an unreadable image gives ``ScanOutcome/failed(_:)``
    /// with the ``TextInputScan/ScanError``, whose message names what to install.
    public static func decode(_ image: [UInt8]) -> ScanOutcome {
        do throws(ScanError) {
            return .found(try BarcodeScanner().scan(imageData: image).map(\.text))
        } catch {
            return .failed(error)
        }
    }


    /// Recognises the printed text in PNG or JPEG bytes with the language
    /// data of `localeIdentifier` (English when not installed); blocks, so
    /// the server calls it off the event loop. Without Tesseract, or for an
    /// unreadable image, ``ScanOutcome/failed(_:)`` says what to do.
    public static func recognize(_ image: [UInt8], localeIdentifier: String) -> ScanOutcome {
        do throws(ScanError) {
            let text = try TextRecognizer.shared.get().recognize(imageData: image, localeIdentifier: localeIdentifier)
            return .recognized(text.recognizedLines)
        } catch {
            return .failed(error)
        }
    }
}
