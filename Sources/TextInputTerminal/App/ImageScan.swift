import TextInputCore
import TextInputScan

/// What reading an image did to a field: the core's answer (its
/// ``FormResponse/scan`` says whether a value filled the field, a choice
/// opened or nothing was found) and the symbology of each code.
struct ImageScan {
    var response: FormResponse
    var symbologies: [String: String] = [:]
    /// The first code found (barcodes).
    var firstCode: String?

    /// Where the field's scan stands (nil only when the field was gone).
    var state: ScanState? { response.scan?.state }
}
