// The size floor of the WebAssembly module: the parts of the Embedded Swift standard library that the core leans
// on, exercised once each, and none of the core itself. Built by `bash scripts/wasm-floor.sh`; docs/performance.md
// records its size beside TextInputCore.wasm's.
//
// What the core uses and this program reaches: grapheme breaking (Character), String comparison and hashing (which
// normalise to NFC), case mapping (uppercased / lowercased: a field's case transform), Character and scalar
// properties (letters, digits in every script, spaces, punctuation, general category, numeric values),
// Dictionary, Set and Array of String, splitting, sorting, interpolation and UTF-16 offsets.

nonisolated(unsafe) var table: [String: Int] = [:]  // the module runs on one thread
nonisolated(unsafe) var seen: Set<String> = []

@_expose(wasm, "floor_run")
@_cdecl("floor_run")
func run(_ pointer: UnsafePointer<UInt8>, _ count: Int32) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
    var score = 0
    for character in text {
        if character.isLetter { score += 1 }
        if character.isNumber { score += 2 }
        if character.isWhitespace { score += 3 }
        if character.isPunctuation { score += 4 }
        if character.isUppercase { score += 5 }
        if let value = character.wholeNumberValue { score += value }
        for scalar in character.unicodeScalars {
            if scalar.properties.generalCategory == .spaceSeparator { score += 6 }
            if scalar.properties.isAlphabetic { score += 7 }
            if let numeric = scalar.properties.numericType, numeric == .decimal { score += 8 }
        }
    }
    let upper = text.uppercased(), lower = text.lowercased()
    table[upper, default: 0] += 1
    seen.insert(lower)
    if upper == lower { score += 9 }
    if text.hasPrefix("é") { score += 10 }
    var words = text.split(separator: " ").map { String($0) }
    words.sort()
    words.append(contentsOf: ["a", "b"])
    if words.contains(text) { score += 11 }
    let index = text.index(text.startIndex, offsetBy: min(3, text.count))
    let slice = text[index...]
    score += text.utf16.count + slice.count + table.count + seen.count + words.count
    var out = "\(score)"
    out.append(contentsOf: slice)
    return Int32(truncatingIfNeeded: out.utf8.count + score)
}
