#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Reads printed text in images with Tesseract 5, for a field's text scan (OCR); the core picks the value
/// that fits the field's format from the lines (`TextScanPolicy`).
///
/// libtesseract is loaded at run time (`dlopen`), as libzbar is for barcodes, so building needs nothing and
/// only users who scan text install it: `apt-get install libtesseract5 tesseract-ocr-eng` (plus
/// `tesseract-ocr-deu` and so on for other languages); `scripts/install-scan-deps.sh` does. Each recognition
/// takes a warm Tesseract handle from a small pool (loading a language's model takes about 0.1 s; a handle
/// recognises one image at a time), runs with one thread, and stops at a deadline. Safe to share between
/// tasks: concurrent recognitions use separate handles.
///
/// Images are prepared before recognition: small ones are scaled up (Tesseract reads text best at
/// 20–40 px high) and every image is binarised with Otsu's threshold.
///
/// ```swift
/// let recognizer = try TextRecognizer()
/// let text = try recognizer.recognize(imageAt: "slip.png", localeIdentifier: "de_DE")
/// for line in text.lines { print(line.text, line.confidence) }
/// ```
public final class TextRecognizer: Sendable {
    /// The process's recognizer, created at the first use: every server
    /// route and terminal form that scans text shares its warm handles (or
    /// the error that says what to install).
    public static let shared = Result { () throws(ScanError) in try TextRecognizer() }

    /// How long one image may take, in milliseconds.
    public let deadline: Int
    /// The most idle handles kept per language.
    public let poolSize: Int
    private let tesseract: Tesseract
    private let dataPath: String
    private let idle = Mutex<[String: [Handle]]>([:])

    /// A `TessBaseAPI*` owned by the pool or by one recognition at a time.
    private struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// Where Debian, Homebrew and source builds put language data; `TESSDATA_PREFIX` first.
    static var dataPaths: [String] {
        var paths: [String] = []
        if let prefix = getenv("TESSDATA_PREFIX") { paths.append(String(cString: prefix)) }
        return paths + ["/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tessdata", "/usr/local/share/tessdata",
                        "/opt/homebrew/share/tessdata"]
    }

    /// Loads Tesseract (once per process) and finds its language data.
    ///
    /// - Parameters:
    ///   - deadline: the most milliseconds one image may take (2 s by default).
    ///   - poolSize: the most idle handles kept per language (2 by default).
    /// - Throws: ``ScanError/libraryMissing(library:hint:)`` without libtesseract,
    ///   ``ScanError/languageDataMissing(hint:)`` without English language data; both say what to install.
    public init(deadline: Int = 2000, poolSize: Int = 2) throws(ScanError) {
        tesseract = try Tesseract.shared.get()
        guard let path = Self.dataPaths.first(where: { Self.exists($0 + "/eng.traineddata") }) else {
            throw .languageDataMissing(hint: "Scanning text needs Tesseract's English language data: install it with "
                + "`apt-get install tesseract-ocr-eng` (Debian/Ubuntu) or `brew install tesseract` (macOS), or set TESSDATA_PREFIX")
        }
        dataPath = path
        self.deadline = max(1, deadline)
        self.poolSize = max(0, poolSize)
    }

    deinit {
        for handles in idle.withLock({ $0.values }) {
            for handle in handles { tesseract.delete(handle.pointer) }
        }
    }

    /// The Tesseract version in use, such as "5.3.0".
    public var version: String { tesseract.version().map { String(cString: $0) } ?? "" }

    /// The language data for a locale: its language when installed ("deu" for "de_DE"), else English.
    public func language(forLocale identifier: String) -> String {
        let language = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? "en"
        let codes = ["en": "eng", "de": "deu", "fr": "fra", "es": "spa", "it": "ita", "pt": "por", "nl": "nld",
                     "ar": "ara", "he": "heb", "ja": "jpn", "zh": "chi_sim", "ru": "rus", "pl": "pol"]
        if let code = codes[language], Self.exists(dataPath + "/" + code + ".traineddata") { return code }
        return "eng"
    }

    /// Reads a PNG or JPEG file; see ``GrayscaleFrame/init(imageAt:)`` for the image errors.
    public func recognize(imageAt path: String, localeIdentifier: String = "en_US") throws(ScanError) -> RecognizedText {
        try recognize(GrayscaleFrame(imageAt: path), localeIdentifier: localeIdentifier)
    }

    /// Decodes PNG or JPEG bytes and reads them; see ``GrayscaleFrame/init(imageData:)`` for the image errors.
    public func recognize(imageData: [UInt8], localeIdentifier: String = "en_US") throws(ScanError) -> RecognizedText {
        try recognize(GrayscaleFrame(imageData: imageData), localeIdentifier: localeIdentifier)
    }

    /// Reads the text in `frame` with the language data of `localeIdentifier` (English when not installed).
    ///
    /// - Throws: ``ScanError/deadlineExceeded(milliseconds:)`` past ``deadline``;
    ///   ``ScanError/decoderFailed(reason:)`` when Tesseract fails.
    public func recognize(_ frame: GrayscaleFrame, localeIdentifier: String = "en_US") throws(ScanError) -> RecognizedText {
        let language = language(forLocale: localeIdentifier)
        let prepared = Self.prepare(frame)
        let handle = try take(language)
        defer { give(handle, language) }
        let api = handle.pointer
        prepared.pixels.withUnsafeBufferPointer { buffer in
            tesseract.setImage(api, buffer.baseAddress, CInt(prepared.width), CInt(prepared.height), 1, CInt(prepared.width))
        }
        tesseract.setSourceResolution(api, 300)
        let monitor = tesseract.monitorCreate()
        defer { tesseract.monitorDelete(monitor) }
        tesseract.monitorSetDeadline(monitor, CInt(deadline))
        let started = Self.milliseconds()
        let status = tesseract.recognize(api, monitor)
        let elapsed = Self.milliseconds() - started
        if elapsed >= deadline { throw .deadlineExceeded(milliseconds: deadline) }
        guard status == 0 else { throw .decoderFailed(reason: "Tesseract could not recognise the image (status \(status))") }
        return RecognizedText(lines: lines(of: api, scale: prepared.scale), language: language)
    }

    // MARK: - Handles

    private func take(_ language: String) throws(ScanError) -> Handle {
        if let handle = idle.withLock({ $0[language]?.popLast() }) { return handle }
        guard let api = tesseract.create() else { throw .decoderFailed(reason: "Tesseract could not create a handle (out of memory)") }
        guard tesseract.init3(api, dataPath, language) == 0 else {
            tesseract.delete(api)
            throw .languageDataMissing(hint: "Tesseract could not load its \(language) language data from \(dataPath): "
                + "reinstall it with `apt-get install --reinstall tesseract-ocr-\(language)`")
        }
        tesseract.setPageSegMode(api, Tesseract.segmentationAuto)
        // Tesseract's diagnostics ("Estimating resolution as ...") would go to the host's terminal.
        _ = tesseract.setVariable(api, "debug_file", "/dev/null")
        return Handle(pointer: api)
    }

    private func give(_ handle: Handle, _ language: String) {
        tesseract.clear(handle.pointer)
        let kept = idle.withLock { pool -> Bool in
            guard pool[language, default: []].count < poolSize else { return false }
            pool[language, default: []].append(handle)
            return true
        }
        if !kept { tesseract.delete(handle.pointer) }
    }

    /// Creates up to ``poolSize`` handles for the locale's language now, so that the first scan does not pay
    /// for loading the model.
    public func warmUp(localeIdentifier: String = "en_US") throws(ScanError) {
        let language = language(forLocale: localeIdentifier)
        var handles: [Handle] = []
        let missing = poolSize - idle.withLock { $0[language]?.count ?? 0 }
        for _ in 0..<max(0, missing) { handles.append(try take(language)) }
        for handle in handles { give(handle, language) }
    }

    // MARK: - Results

    private func lines(of api: OpaquePointer, scale: Int) -> [RecognizedText.Line] {
        guard let iterator = tesseract.getIterator(api) else { return [] }
        defer { tesseract.iteratorDelete(iterator) }
        let page = tesseract.iteratorPage(iterator)
        var lines: [RecognizedText.Line] = []
        var current: [RecognizedText.Word] = []
        func endLine() {
            guard !current.isEmpty else { return }
            let box = RecognizedText.Box(left: current.map(\.box.left).min() ?? 0, top: current.map(\.box.top).min() ?? 0,
                                         right: current.map(\.box.right).max() ?? 0, bottom: current.map(\.box.bottom).max() ?? 0)
            lines.append(RecognizedText.Line(words: current, box: box))
            current = []
        }
        repeat {
            if tesseract.pageIsAtBeginningOf(page, Tesseract.levelLine) != 0 { endLine() }
            guard let text = tesseract.iteratorText(iterator, Tesseract.levelWord) else { continue }
            let word = String(cString: text)
            tesseract.deleteText(text)
            var left: CInt = 0, top: CInt = 0, right: CInt = 0, bottom: CInt = 0
            _ = tesseract.pageBoundingBox(page, Tesseract.levelWord, &left, &top, &right, &bottom)
            let trimmed = word.filter { !$0.isWhitespace }
            guard !trimmed.isEmpty else { continue }
            let confidence = Double(tesseract.iteratorConfidence(iterator, Tesseract.levelWord)) / 100
            current.append(RecognizedText.Word(
                text: trimmed, confidence: min(1, max(0, confidence)),
                box: RecognizedText.Box(left: Int(left) / scale, top: Int(top) / scale, right: Int(right) / scale,
                                        bottom: Int(bottom) / scale)))
        } while tesseract.iteratorNext(iterator, Tesseract.levelWord) != 0
        endLine()
        return lines
    }

    // MARK: - Preparing the image

    /// The frame scaled up when small (by 2 or 3, so that text of a 12 pt line in a phone's crop reaches
    /// Tesseract's preferred height) and binarised with Otsu's threshold.
    static func prepare(_ frame: GrayscaleFrame) -> (pixels: [UInt8], width: Int, height: Int, scale: Int) {
        let longest = max(frame.width, frame.height)
        let scale = longest < 400 ? 3 : longest < 800 ? 2 : 1
        let width = frame.width * scale
        let height = frame.height * scale
        var pixels = [UInt8](repeating: 255, count: width * height)
        if scale == 1 {
            pixels = frame.pixels
        } else {
            // Bilinear, so that strokes stay smooth for the threshold.
            for y in 0..<height {
                let sy = (Double(y) + 0.5) / Double(scale) - 0.5
                let y0 = max(0, min(frame.height - 1, Int(sy.rounded(.down))))
                let y1 = min(frame.height - 1, y0 + 1)
                let fy = max(0, min(1, sy - Double(y0)))
                for x in 0..<width {
                    let sx = (Double(x) + 0.5) / Double(scale) - 0.5
                    let x0 = max(0, min(frame.width - 1, Int(sx.rounded(.down))))
                    let x1 = min(frame.width - 1, x0 + 1)
                    let fx = max(0, min(1, sx - Double(x0)))
                    let a = Double(frame.pixels[y0 * frame.width + x0]), b = Double(frame.pixels[y0 * frame.width + x1])
                    let c = Double(frame.pixels[y1 * frame.width + x0]), d = Double(frame.pixels[y1 * frame.width + x1])
                    let top = a + (b - a) * fx
                    let bottom = c + (d - c) * fx
                    pixels[y * width + x] = UInt8(max(0, min(255, (top + (bottom - top) * fy).rounded())))
                }
            }
        }
        let threshold = otsuThreshold(pixels)
        for index in pixels.indices { pixels[index] = pixels[index] > threshold ? 255 : 0 }
        return (pixels, width, height, scale)
    }

    /// The grey level that best separates ink from paper (Otsu, 1979).
    static func otsuThreshold(_ pixels: [UInt8]) -> UInt8 {
        var histogram = [Int](repeating: 0, count: 256)
        for pixel in pixels { histogram[Int(pixel)] += 1 }
        let total = Double(pixels.count)
        let sum = histogram.enumerated().reduce(0.0) { $0 + Double($1.offset * $1.element) }
        var sumBackground = 0.0
        var weightBackground = 0.0
        var best = 0.0
        var threshold = 127
        for level in 0..<256 {
            weightBackground += Double(histogram[level])
            guard weightBackground > 0 else { continue }
            let weightForeground = total - weightBackground
            guard weightForeground > 0 else { break }
            sumBackground += Double(level * histogram[level])
            let meanBackground = sumBackground / weightBackground
            let meanForeground = (sum - sumBackground) / weightForeground
            let between = weightBackground * weightForeground * (meanBackground - meanForeground) * (meanBackground - meanForeground)
            if between > best {
                best = between
                threshold = level
            }
        }
        return UInt8(threshold)
    }

    static func exists(_ path: String) -> Bool { access(path, R_OK) == 0 }

    static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }
}
