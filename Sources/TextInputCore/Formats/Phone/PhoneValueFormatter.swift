/// The ``ValueFormatter`` of ``TextFormat/phone(_:)``: a phone number of any
/// country, shown as libphonenumber's AsYouTypeFormatter shows it for the
/// field's region, with TextInputKit's editing rules on top.
///
/// Value characters are the digits typed (ASCII, whatever script they were
/// typed in) and a leading "+": "+49 30 123456" is `["+","4","9","3","0",…]`,
/// "030 123456" is `["0","3","0",…]`. Typed punctuation is formatting (it
/// never stops formatting, as it does in libphonenumber); letters are refused.
/// The value is E.164 once the calling code is known ("+4930123456"), from
/// "+" and a code, the region's international call prefix ("0049", "011")
/// or, for national input, the field's region.
struct PhoneValueFormatter: ValueFormatter {
    /// The tables the formatter was made with, and the field's region among their regions.
    private let madeWith: PhoneMetadata
    private let madeRegion: Int

    /// Creates the formatter of `format` for a field in `localeIdentifier`.
    init(format: PhoneFormat, localeIdentifier: String, metadata: PhoneMetadata = .shared) throws(ConfigurationError) {
        let code = format.region ?? Self.region(ofLocale: localeIdentifier)
        guard let code, let index = metadata.region(code.asciiUppercased), metadata.regions[index].id.count == 2 else {
            throw .invalidPhoneRegion(format.region ?? localeIdentifier)
        }
        madeWith = metadata
        madeRegion = index
    }

    /// The tables to format with: those the formatter was made with, unless they were partial (a page's tables
    /// for one calling code) and the whole tables are installed since; then those, and the field's region among
    /// them. The answers are the same either way for numbers of the codes the partial tables hold.
    private var current: (metadata: PhoneMetadata, region: Int) {
        if madeWith.isPartial, case let whole = PhoneMetadata.shared, !whole.isPartial,
           let index = whole.regionIndex(madeWith.regions[madeRegion].id) {
            return (whole, index)
        }
        return (madeWith, madeRegion)
    }

    var metadata: PhoneMetadata { current.metadata }
    /// The field's region (an index into the metadata's regions).
    var region: Int { current.region }

    /// The longest national number of each calling code.
    var longestNational: [Int] { metadata.longestNational }

    /// The region of a locale ("de_DE" → "DE", "zh-Hans-CN" → "CN"), or for a locale without one its language's
    /// usual region ("de" → "DE", "ja" → "JP").
    static func region(ofLocale identifier: String) -> String? {
        let subtags = Localizer.LocaleSubtags(identifier)
        if let region = subtags.region, region.utf8.count == 2 { return region.asciiUppercased }
        let language = Array(subtags.language.utf8)
        guard language.count == 2 else { return nil }
        var found: String?
        usualRegions.withUTF8Buffer { table in
            // Entries of five bytes: language, region, space.
            var index = 0
            while index + 4 < table.count {
                if table[index] == language[0], table[index + 1] == language[1] {
                    found = String(decoding: table[(index + 2)...(index + 3)], as: UTF8.self)
                    return
                }
                index += 5
            }
        }
        return found
    }

    /// The region a language's speakers are most likely in, for locales that name none.
    static let usualRegions: StaticString = "enUS deDE frFR esES jaJP zhCN arSA heIL itIT ptBR ruRU koKR nlNL plPL trTR svSE daDK nbNO noNO fiFI csCZ elGR huHU roRO ukUA hiIN thTH viVN idID msMY faIR urPK bnBD "

    /// The region's code ("DE").
    var regionCode: String { metadata.regions[region].code }

    // MARK: Typing

    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>) -> ValueInsertion {
        insert(inserted, into: raw, replacing: range, memo: nil)
    }

    /// Inserts; `memo` is what the rendering of `raw` kept (its digit limit).
    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>,
                memo: RenderingMemo?) -> ValueInsertion {
        var result = raw
        result.removeSubrange(range)
        var position = range.lowerBound
        var rejected = 0
        var reason: EditRejection?
        let characters = inserted.count > 1 ? Self.cleaned(inserted) : inserted
        // The limit depends on the number's first digits only (its prefixes); it is looked up again when a digit
        // goes among them.
        // The rendering of `raw` kept its limit (a memo's digits are always its raw's).
        let kept = range.isEmpty && memo?.digits.count == raw.count
        var limit = kept ? memo?.limit : digitLimit(result)
        var limitKnownUpTo = limit == nil ? 0 : Self.prefixSpan
        for character in characters {
            let folded = character.foldedForCode
            let byte = RawNumber.asciiByte(folded)
            if byte == PhoneTyping.plus {
                // "+" starts an international number; anywhere else it is formatting.
                if position == 0, result.first != "+" {
                    result.insert("+", at: 0)
                    position = 1
                }
                continue
            }
            guard let byte, byte >= 0x30, byte <= 0x39 else {
                if folded.isLetter {
                    rejected += 1
                    if reason == nil { reason = .invalidCharacter(String(character), expected: .digit) }
                }
                continue
            }
            result.insert(folded, at: position)
            if position < limitKnownUpTo || limit == nil {
                limit = digitLimit(result)
                limitKnownUpTo = limit == nil ? 0 : Self.prefixSpan
            }
            if let most = limit, digitCount(result) > most {
                result.remove(at: position)
                rejected += 1
                if reason == nil { reason = .formatFull(maxLength: most) }
                continue
            }
            position += 1
        }
        return ValueInsertion(raw: result, caret: position, rejected: rejected, reason: reason)
    }

    /// A pasted or filled text without what only decorates a number: a "tel:" in front, and the national
    /// prefix written in parentheses after a country code ("+49 (0)30 123456").
    static func cleaned(_ inserted: [Character]) -> [Character] {
        let bytes = inserted.map { RawNumber.asciiByte($0.foldedForCode) ?? 0 }
        var start = 0
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        // "tel:" in any case.
        if start + 4 <= bytes.count, bytes[start] | 0x20 == UInt8(ascii: "t"), bytes[start + 1] | 0x20 == UInt8(ascii: "e"),
           bytes[start + 2] | 0x20 == UInt8(ascii: "l"), bytes[start + 3] == UInt8(ascii: ":") { start += 4 }
        var characters = Array(inserted[start...])
        guard bytes.count > start, bytes[start] == PhoneTyping.plus else { return characters }
        var index = start
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "("), bytes[index + 1] == UInt8(ascii: "0"), bytes[index + 2] == UInt8(ascii: ")") {
                characters.removeSubrange((index - start)..<(index - start + 3))
                break
            }
            index += 1
        }
        return characters
    }

    /// How many value characters at the start can change a number's digit limit (its international prefix,
    /// calling code and national prefix); a digit inserted after them keeps the limit.
    static let prefixSpan = 8

    func digitCount(_ raw: [Character]) -> Int {
        raw.first == "+" ? raw.count - 1 : raw.count
    }

    /// The most digits `raw` may hold: its prefixes and the longest national number of its calling code; nil while
    /// the calling code is not known yet (then at most E.164's 15 digits and an international prefix).
    func digitLimit(_ raw: [Character]) -> Int? {
        digitLimit(Self.bytes(raw))
    }

    func digitLimit(_ digits: [UInt8]) -> Int? {
        guard let prefix = PhoneReading.prefix(of: digits, region: region, metadata: metadata) else {
            return 15 + (digits.first == PhoneTyping.plus ? 0 : 4)
        }
        // `prefix.digits` counts a leading "+", which is not a digit.
        return prefix.digits - (digits.first == PhoneTyping.plus ? 1 : 0) + longestNational[prefix.countryCode]
    }

    // MARK: Rendering

    func render(_ raw: [Character]) -> ValueRendering {
        render(Self.bytes(raw))
    }

    /// The text libphonenumber shows after these digits were typed one by one, without literals after the last
    /// digit, with each value character's place.
    func render(_ digits: [UInt8]) -> ValueRendering {
        render(digits, after: nil)
    }

    /// Renders `raw`; when `memo` holds the state after a beginning of these value characters (typing at the
    /// end), only the digits after it are typed.
    func render(_ raw: [Character], after memo: RenderingMemo?) -> ValueRendering {
        render(Self.bytes(raw), after: memo)
    }

    func render(_ digits: [UInt8], after memo: RenderingMemo?) -> ValueRendering {
        var typing: PhoneTyping
        var start = 0
        if let memo, memo.phone.metadata === metadata, memo.phone.defaultRegion == region, memo.digits.count <= digits.count,
           digits.starts(with: memo.digits) {
            typing = memo.phone
            start = memo.digits.count
        } else {
            typing = PhoneTyping(metadata: metadata, region: region)
        }
        for digit in digits[start...] { typing.input(digit) }
        var rendering = Self.rendering(of: typing.output, for: digits)
        // The limit depends on the first digits only: kept from the state resumed when they are the same.
        let limit = start >= Self.prefixSpan && memo?.limit != nil ? memo?.limit : digitLimit(digits)
        rendering.memo = RenderingMemo(phone: typing, digits: digits, value: value(of: digits), limit: limit)
        return rendering
    }

    /// Maps value characters onto `output` (which holds them all, in order).
    static func rendering(of output: [UInt8], for digits: [UInt8]) -> ValueRendering {
        var builder = ValueRenderingBuilder(capacity: output.count)
        var next = 0
        var shown = 0
        var end = output.count
        // No literal after the last value character.
        while end > 0, !((output[end - 1] >= 0x30 && output[end - 1] <= 0x39) || output[end - 1] == PhoneTyping.plus) { end -= 1 }
        while shown < end {
            // libphonenumber's formats are ASCII (digits, spaces, "-", "/", "(", ")", "+", ".").
            let byte = output[shown] < 0x80 ? output[shown] : UInt8(ascii: " ")
            if next < digits.count, byte == digits[next] {
                builder.appendASCIIValue(byte)
                next += 1
            } else {
                builder.appendASCIILiteral(byte)
            }
            shown += 1
        }
        // The output always holds every digit; should it not, none is lost from the text.
        while next < digits.count {
            builder.appendASCIIValue(digits[next])
            next += 1
        }
        return builder.build()
    }

    static func bytes(_ raw: [Character]) -> [UInt8] {
        raw.compactMap(RawNumber.asciiByte)
    }

    // MARK: Values

    /// E.164 ("+4930123456") once the calling code is known; before that the digits as typed ("+4"); "" for none.
    func value(of raw: [Character]) -> String {
        value(of: Self.bytes(raw))
    }

    func value(of digits: [UInt8]) -> String {
        guard !digits.isEmpty else { return "" }
        guard let reading = PhoneReading(digits, region: region, metadata: metadata), !reading.national.isEmpty else {
            return String(decoding: digits, as: UTF8.self)
        }
        return reading.e164
    }

    /// The typed value of an E.164 value of this formatter: the number and its region.
    func number(_ value: String) -> PhoneNumber {
        let digits = Array(value.utf8)
        guard digits.first == PhoneTyping.plus, let reading = PhoneReading(digits, region: region, metadata: metadata),
              !reading.national.isEmpty else { return PhoneNumber(e164: value, region: nil) }
        return PhoneNumber(e164: value, region: reading.region(in: metadata))
    }

    func parse(_ text: String) -> [Character] {
        insert(Array(text), into: [], replacing: 0..<0).raw
    }
}
