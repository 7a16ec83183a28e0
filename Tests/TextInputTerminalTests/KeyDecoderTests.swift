import Testing
@testable import TextInputTerminal

@Suite struct KeyDecoderTests {
    /// Decodes chunks in order, then flushes.
    func decode(_ chunks: [String], flush: Bool = true) -> [InputEvent] {
        var decoder = KeyDecoder()
        var events: [InputEvent] = []
        for chunk in chunks { events += decoder.feed(Array(chunk.utf8)) }
        if flush { events += decoder.flush() }
        return events
    }

    func decodeBytes(_ chunks: [[UInt8]]) -> [InputEvent] {
        var decoder = KeyDecoder()
        var events: [InputEvent] = []
        for chunk in chunks { events += decoder.feed(chunk) }
        return events + decoder.flush()
    }

    static let single: [(String, InputEvent)] = [
        ("a", .key(.character("a"))),
        ("\r", .key(.enter)),
        ("\n", .key(.enter)),
        ("\t", .key(.tab)),
        ("\u{1B}[Z", .key(.tab, .shift)),
        ("\u{7F}", .key(.backspace)),
        ("\u{08}", .key(.backspace, .control)),
        ("\u{1B}\u{7F}", .key(.backspace, .alt)),
        ("\u{15}", .key(.character("u"), .control)),
        ("\u{1A}", .key(.character("z"), .control)),
        ("\u{19}", .key(.character("y"), .control)),
        ("\u{12}", .key(.character("r"), .control)),
        ("\u{13}", .key(.character("s"), .control)),
        ("\u{03}", .key(.character("c"), .control)),
        ("\u{17}", .key(.character("w"), .control)),
        ("\u{1B}[A", .key(.up)),
        ("\u{1B}[B", .key(.down)),
        ("\u{1B}[C", .key(.right)),
        ("\u{1B}[D", .key(.left)),
        ("\u{1B}OA", .key(.up)),
        ("\u{1B}OH", .key(.home)),
        ("\u{1B}OF", .key(.end)),
        ("\u{1B}[H", .key(.home)),
        ("\u{1B}[F", .key(.end)),
        ("\u{1B}[1~", .key(.home)),
        ("\u{1B}[4~", .key(.end)),
        ("\u{1B}[7~", .key(.home)),
        ("\u{1B}[8~", .key(.end)),
        ("\u{1B}[3~", .key(.delete)),
        ("\u{1B}[3;5~", .key(.delete, .control)),
        ("\u{1B}[5~", .key(.pageUp)),
        ("\u{1B}[6~", .key(.pageDown)),
        ("\u{1B}OP", .key(.function(1))),
        ("\u{1B}OQ", .key(.function(2))),
        ("\u{1B}[12~", .key(.function(2))),
        ("\u{1B}[13~", .key(.function(3))),
        ("\u{1B}[24~", .key(.function(12))),
        ("\u{1B}[1;5C", .key(.right, .control)),
        ("\u{1B}[1;5D", .key(.left, .control)),
        ("\u{1B}[1;3D", .key(.left, .alt)),
        ("\u{1B}[1;2C", .key(.right, .shift)),
        ("\u{1B}[1;6D", .key(.left, [.shift, .control])),
        ("\u{1B}[1;9C", .key(.right, .alt)),
        ("\u{1B}b", .key(.character("b"), .alt)),
        ("\u{1B}f", .key(.character("f"), .alt)),
        ("\u{1B}d", .key(.character("d"), .alt)),
        ("\u{1B}\r", .key(.enter, .alt)),
        ("\u{1B}", .key(.escape)),
        // CSI u (kitty, fixterms) and modifyOtherKeys.
        ("\u{1B}[122;6u", .key(.character("z"), [.shift, .control])),
        ("\u{1B}[90;6u", .key(.character("z"), [.shift, .control])),
        ("\u{1B}[122;5u", .key(.character("z"), .control)),
        ("\u{1B}[13;2u", .key(.enter, .shift)),
        ("\u{1B}[27;6;90~", .key(.character("z"), [.shift, .control])),
        ("\u{1B}[27;5;13~", .key(.enter, .control)),
        // UTF-8 and clusters.
        ("é", .key(.character("é"))),
        ("日", .key(.character("日"))),
        ("👍🏽", .key(.character("👍🏽"))),
        ("👨‍👩‍👧", .key(.character("👨‍👩‍👧"))),
        ("e\u{301}", .key(.character("e\u{301}"))),
    ]

    @Test(arguments: single.indices)
    func oneKeyPerSequence(_ index: Int) {
        let (input, expected) = Self.single[index]
        #expect(decode([input]) == [expected], "\(input.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// Every sequence split at every byte gives the same single event.
    @Test(arguments: single.indices)
    func sequencesSplitAcrossReads(_ index: Int) {
        let (input, expected) = Self.single[index]
        let bytes = Array(input.utf8)
        for cut in 1..<max(1, bytes.count) {
            var decoder = KeyDecoder()
            var events = decoder.feed(bytes[..<cut])
            events += decoder.feed(bytes[cut...])
            events += decoder.flush()
            if case .key(.character(let character), []) = expected, character.unicodeScalars.count > 1 {
                // A cluster split between reads arrives as its parts.
                #expect(events.count >= 1)
                continue
            }
            #expect(events == [expected], "cut \(cut) of \(bytes)")
        }
    }

    @Test func severalSequencesInOneRead() {
        let events = decode(["ab\u{1B}[A\u{1B}[1;5C\r\u{1B}OP\u{7F}é\u{1B}[Z\u{15}"])
        #expect(events == [
            .key(.character("a")), .key(.character("b")), .key(.up), .key(.right, .control), .key(.enter),
            .key(.function(1)), .key(.backspace), .key(.character("é")), .key(.tab, .shift), .key(.character("u"), .control),
        ])
    }

    @Test func aLoneEscapeWaitsForTheFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.hasPendingInput)
        // ESC then a CSI sequence: Escape, then the key.
        #expect(decode(["\u{1B}\u{1B}[A"]) == [.key(.escape), .key(.up)])
    }

    @Test func unfinishedSequencesFlushAsTyped() {
        #expect(decode(["\u{1B}[1;"]) .first == .key(.character("["), .alt))
        #expect(decode(["\u{1B}O"]) == [.key(.character("O"), .alt)])
    }

    @Test func utf8SplitAcrossReads() {
        let bytes = Array("日本".utf8)
        #expect(decodeBytes([Array(bytes[0..<1]), Array(bytes[1..<4]), Array(bytes[4...])])
            == [.key(.character("日")), .key(.character("本"))])
        #expect(decodeBytes([[0xE6, 0x97]]) == [.key(.character("\u{FFFD}"))], "an unfinished character at the end")
        #expect(decodeBytes([[0xFF, 0x41]]) == [.key(.character("\u{FFFD}")), .key(.character("A"))])
    }

    @Test func bracketedPaste() {
        #expect(decode(["\u{1B}[200~Hello, world\r\nline 2\u{1B}[201~"]) == [.paste("Hello, world\r\nline 2")])
        // Keys inside a paste are text, not keys.
        #expect(decode(["\u{1B}[200~a\u{1B}[Ab\u{7F}\u{1B}[201~x"]) == [.paste("a\u{1B}[Ab\u{7F}"), .key(.character("x"))])
        // Split across reads anywhere, the end marker too.
        let whole = "k\u{1B}[200~日本語 text\u{1B}[201~\r"
        let bytes = Array(whole.utf8)
        for cut in 1..<bytes.count {
            for second in (cut + 1)..<(bytes.count + 1) {
                let events = decodeBytes([Array(bytes[..<cut]), Array(bytes[cut..<second]), Array(bytes[second...])])
                #expect(events == [.key(.character("k")), .paste("日本語 text"), .key(.enter)], "cuts \(cut), \(second)")
            }
        }
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~unfinished".utf8)).isEmpty)
        #expect(!decoder.hasPendingInput, "an open paste waits for its end without a timeout")
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array(" paste\u{1B}[201~".utf8)) == [.paste("unfinished paste")])
    }

    @Test func sgrMouse() {
        #expect(decode(["\u{1B}[<0;10;5M"]) == [.mouse(MouseEvent(column: 9, row: 4, button: .left, kind: .press))])
        #expect(decode(["\u{1B}[<0;10;5m"]) == [.mouse(MouseEvent(column: 9, row: 4, button: .left, kind: .release))])
        #expect(decode(["\u{1B}[<2;1;1M"]) == [.mouse(MouseEvent(column: 0, row: 0, button: .right, kind: .press))])
        #expect(decode(["\u{1B}[<32;3;4M"]) == [.mouse(MouseEvent(column: 2, row: 3, button: .left, kind: .drag))])
        #expect(decode(["\u{1B}[<64;3;4M"]) == [.mouse(MouseEvent(column: 2, row: 3, button: .wheelUp, kind: .press))])
        #expect(decode(["\u{1B}[<65;3;4M"]) == [.mouse(MouseEvent(column: 2, row: 3, button: .wheelDown, kind: .press))])
        #expect(decode(["\u{1B}[<16;120;40M"]) == [.mouse(MouseEvent(column: 119, row: 39, button: .left, kind: .press, modifiers: .control))])
        // Split and merged with keys.
        #expect(decode(["x\u{1B}[<0;1", "2;7M\u{1B}[<0;12;7m", "y"]) == [
            .key(.character("x")),
            .mouse(MouseEvent(column: 11, row: 6, button: .left, kind: .press)),
            .mouse(MouseEvent(column: 11, row: 6, button: .left, kind: .release)),
            .key(.character("y")),
        ])
    }

    @Test func repliesAndUnknownSequencesAreDropped() {
        #expect(decode(["\u{1B}[?1;2c", "\u{1B}[I", "\u{1B}[O", "\u{1B}[99~", "z"]) == [.key(.character("z"))])
    }
}
