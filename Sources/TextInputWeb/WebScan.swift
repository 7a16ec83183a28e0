import TextInputCore
import TextInputScan

/// What reading an image gave.
public enum ScanOutcome: Sendable, Equatable {
    /// The texts of the codes found, possibly none (a barcode scan).
    case found([String])
    /// The lines of printed text recognised, possibly none (a text scan).
    case recognized([RecognizedLine])
    /// The decoder could not run or could not read the image: the error says why and what to do (in English, for
    /// the server's operator; ``ScanEndpoint`` shows the page's user a sentence in the form's language).
    case failed(ScanError)
}

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
