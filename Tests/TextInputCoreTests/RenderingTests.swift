import Testing
@testable import TextInputCore

@Suite struct ValueRenderingTests {
    @Test func mapsOffsetsBothWays() {
        var builder = ValueRenderingBuilder()
        builder.appendLiteral("(")
        builder.appendValue("5")
        builder.appendValue("5")
        builder.appendLiteral(") ")
        builder.appendValue("1")
        let rendering = builder.build()
        #expect(rendering.text == "(55) 1")
        #expect(rendering.leadingCaret == 1)
        #expect(rendering.offset(forRawIndex: 0) == 1)
        #expect(rendering.offset(forRawIndex: 2) == 3)
        #expect(rendering.offset(forRawIndex: 3) == 6)
        #expect(rendering.rawIndex(forOffset: 0) == 0)
        #expect(rendering.rawIndex(forOffset: 3) == 2)
        #expect(rendering.rawIndex(forOffset: 5) == 2)
        #expect(rendering.rawIndex(forOffset: 6) == 3)
    }
}
