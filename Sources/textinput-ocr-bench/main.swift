import Foundation
import TextInputBench
import TextInputCore
import TextInputScan

// textinput-ocr-bench: how long a text scan takes. Rows "ocr <image>": recognition of each OCR test image with a
// warm Tesseract handle (median of several runs, one thread, the image decoded once beforehand); rows
// "text scan policy <case>": the core's policy on recognised lines (candidates and decision), per scan.
// Usage: python3 scripts/ocr/make-test-images.py /tmp/ocr
//        swift run -c release textinput-ocr-bench --images /tmp/ocr [--quick] [--json] [--only TEXT]
// Needs libtesseract5 and tesseract-ocr-eng / -deu (bash scripts/install-scan-deps.sh).

guard let directory = Bench.argument(after: "--images") else {
    FileHandle.standardError.write(Data("""
        textinput-ocr-bench: give the folder of the OCR test images with --images DIR
          (draw them with: python3 scripts/ocr/make-test-images.py DIR)

        """.utf8))
    exit(1)
}

let recognizer: TextRecognizer
do {
    recognizer = try TextRecognizer(deadline: 10_000)
    try recognizer.warmUp(localeIdentifier: "de_DE")
    try recognizer.warmUp(localeIdentifier: "en_US")
} catch {
    FileHandle.standardError.write(Data("textinput-ocr-bench: \(error)\n".utf8))
    exit(1)
}

Bench.printHeader()
let images: [(file: String, locale: String)] = [
    ("slip.png", "de_DE"), ("slip-photo.jpg", "de_DE"), ("receipt.png", "en_US"), ("card.png", "en_US"),
    ("business-card.png", "en_US"),
]
var recognized: [String: [RecognizedLine]] = [:]
for (file, locale) in images {
    let frame: GrayscaleFrame
    do {
        frame = try GrayscaleFrame(imageAt: directory + "/" + file)
    } catch {
        FileHandle.standardError.write(Data("textinput-ocr-bench: \(file): \(error)\n".utf8))
        exit(1)
    }
    var lines: [RecognizedLine] = []
    Bench.report("ocr \(file) (\(frame.width)×\(frame.height), warm)", Bench.measure(1, batches: Bench.quick ? 3 : 9) { count in
        for _ in 0..<count {
            do {
                lines = try recognizer.recognize(frame, localeIdentifier: locale).recognizedLines
            } catch {
                fatalError("\(file): \(error)")
            }
        }
    }, target: file == "slip.png" ? "≤ 150 ms" : "")
    recognized[file] = lines
}

let cases: [(name: String, file: String, target: TextScanPolicy.Target)] = [
    ("iban slip", "slip.png", .iban),
    ("amount receipt", "receipt.png", .amount(decimalSeparator: ".", groupingSeparator: ",", currencyMarks: ["$", "USD"])),
    ("card front", "card.png", .card),
    ("email business card", "business-card.png", .email),
    ("mask business card", "business-card.png", .mask(try! MaskPattern("(###) ###-####"))),
]
var sink = 0
for (name, file, target) in cases {
    let lines = recognized[file] ?? []
    Bench.report("text scan policy \(name)", Bench.measure(Bench.quick ? 500 : 5_000) { count in
        for _ in 0..<count {
            if case let .fill(value) = TextScanPolicy.decide(TextScanPolicy.candidates(in: lines, for: target)) { sink &+= value.count }
        }
    }, target: "µs")
}
if sink == 0 { print("(no value was filled)") }
Bench.finish()
