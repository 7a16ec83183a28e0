import Testing
import TextInputCore
@testable import TextInputTerminal

/// The scan prompt's state machine on its own: events in, actions out (FormController performs them).
@Suite struct ScanPathPromptTests {
    func typed(_ text: String, into prompt: inout ScanPathPrompt) {
        for character in text { #expect(prompt.handle(.key(.character(character), [])) == .handled) }
    }

    @Test func enterAsksToDecodeTheTypedPathAndAFailureStaysWithItsMessage() throws {
        var prompt = ScanPathPrompt()
        #expect(prompt.handle(.key(.enter, [])) == .toForm, "a closed prompt hands everything to the form")
        try prompt.open(field: 3, width: 20)
        typed("~/label.png", into: &prompt)
        #expect(prompt.handle(.key(.enter, [])) == .decode(path: "~/label.png", field: 3))
        prompt.decoded(found: false, message: "No barcode found")
        #expect(prompt.typing?.message == "No barcode found")
        #expect(prompt.typing?.editor.text == "~/label.png", "the path stays to be corrected")
        #expect(prompt.handle(.key(.backspace, [])) == .handled)
        #expect(prompt.typing?.message == nil, "a message lasts until the next key")
        #expect(prompt.typing?.editor.text == "~/label.pn")
        _ = prompt.handle(.key(.enter, []))
        prompt.decoded(found: true)
        #expect(prompt.typing == nil, "what the scan found went to the core: the prompt closes")
    }

    @Test func escapeClosesControlCQuitsAndAClickElsewhereGoesToTheForm() throws {
        var prompt = ScanPathPrompt()
        try prompt.open(field: 0, width: 20)
        #expect(prompt.handle(.key(.escape, [])) == .handled)
        #expect(prompt.typing == nil)
        try prompt.open(field: 0, width: 20)
        #expect(prompt.handle(.key(.character("c"), .control)) == .quit)
        try prompt.open(field: 0, width: 20)
        #expect(prompt.handle(.key(.character("l"), .control)) == .redraw)
        #expect(prompt.typing != nil)
        #expect(prompt.handle(.clickElsewhere) == .toForm)
        #expect(prompt.typing == nil)
    }

    @Test func pastesClicksAndResizesKeepTheCaretInView() throws {
        var prompt = ScanPathPrompt()
        try prompt.open(field: 1, width: 10)
        #expect(prompt.handle(.paste("/home/jane/scans/parcel-label.png")) == .handled)
        let scrolled = try #require(prompt.typing)
        #expect(scrolled.firstColumn > 0, "a path wider than the prompt scrolls to its end")
        #expect(prompt.handle(.clickPath(column: 6)) == .handled)
        #expect(prompt.typing?.editor.selection == 6..<6)
        prompt.resize(width: 60)
        #expect(prompt.typing?.firstColumn == 0, "the whole path fits again")
        #expect(prompt.handle(.key(.home, [])) == .handled)
        #expect(prompt.typing?.editor.selection == 0..<0)
    }
}
