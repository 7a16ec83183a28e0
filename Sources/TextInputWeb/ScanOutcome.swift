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
