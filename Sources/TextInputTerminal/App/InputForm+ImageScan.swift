import TextInputCore
import TextInputScan

extension InputForm {
    /// Reads the image at `path` for the field at `index` and hands the result
    /// to the core: the codes (``FieldEvent/scanFound(_:)``) for a barcode
    /// field, the recognised lines (``FieldEvent/textRecognized(_:)``, read
    /// with the field's locale) for a text-scan field. The terminal's scan
    /// prompt and line mode both scan through here.
    mutating func scan(imageAt path: String, field index: Int, with scanner: any ImageScanner) throws(ScanError) -> ImageScan {
        if fields[index].configuration.scanKind == .text {
            let lines = try scanner.recognizeText(imageAt: path, localeIdentifier: fields[index].editor.configuration.localeIdentifier)
            return ImageScan(response: send(.field(index, .textRecognized(lines))))
        }
        let symbols = try scanner.scan(imageAt: path)
        var symbologies: [String: String] = [:]
        for symbol in symbols where symbologies[symbol.text] == nil { symbologies[symbol.text] = symbol.symbologyName }
        return ImageScan(response: send(.field(index, .scanFound(symbols.map(\.text)))), symbologies: symbologies,
                         firstCode: symbols.first?.text)
    }
}
