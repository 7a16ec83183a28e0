import Synchronization
import Testing
import TextInputScan
@testable import TextInputWeb

// #49: the scan route's memory budget: each image's working memory counted from its header before decoding; an
// image past the pixel limit refused with 413 undecoded; images that would pass the budget together answered 503
// with Retry-After while the others are read. (tests-web/test_scan.py posts eight of the largest images at once.)
@Suite struct ScanEndpointBudgetTests {
    /// A PNG's first bytes declaring `width` × `height` (enough for the header; the decoder is never reached here).
    func png(width: Int, height: Int) -> [UInt8] {
        func be(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            + be(width) + be(height) + [8, 0, 0, 0, 0]
    }

    @Test func workingMemoryIsCountedFromTheHeader() {
        let frame = png(width: 1600, height: 1200)
        #expect(ScanEndpoint.workingMemory(of: frame, text: false) == frame.count + 1600 * 1200 * 2)
        #expect(ScanEndpoint.workingMemory(of: frame, text: true) == frame.count + 1600 * 1200 * 6)
        #expect(ScanEndpoint.workingMemory(of: png(width: 7072, height: 7072), text: true) == nil, "past 50 megapixels")
        // Unreadable headers count as the largest image.
        #expect(ScanEndpoint.workingMemory(of: [1, 2, 3], text: true) == 3 + ScanLimits.maxPixelCount * 6)
    }

    @Test func anImagePastThePixelLimitIsRefusedUndecoded() async {
        let endpoint = ScanEndpoint(maxConcurrent: 8)
        let decoded = Atomic<Int>(0)
        let answer = await endpoint.answer(image: png(width: 30_000, height: 30_000), kind: "text", locale: "de_DE") { work in
            decoded.add(1, ordering: .relaxed)
            return work()
        }
        #expect(answer.status == 413)
        #expect(answer.json.contains("Dieses Bild hat 30000 × 30000 Pixel, mehr als 50 Megapixel. Wählen Sie ein kleineres Bild."),
                "in the language of the locale the page sent")
        #expect(decoded.load(ordering: .relaxed) == 0)
    }

    @Test func anImageThatWouldPassTheBudgetIsAskedToRetry() async throws {
        // Room for one largest text scan (300 MB) and not two; camera frames fit beside it.
        let endpoint = ScanEndpoint(maxConcurrent: 8, memoryBudget: 400_000_000)
        let largest = png(width: 7071, height: 7071)
        let (started, startedGate) = AsyncStream<Void>.makeStream()
        let (release, releaseGate) = AsyncStream<Void>.makeStream()
        let held = Task {
            await endpoint.answer(image: largest, kind: "text", locale: "en_US") { _ in
                startedGate.yield()
                for await _ in release { break }
                return .recognized([])
            }
        }
        for await _ in started { break }
        let second = await endpoint.answer(image: largest, kind: "text", locale: "en_US") { _ in .recognized([]) }
        #expect(second.status == 503)
        #expect(second.retryAfter == "1")
        let frame = await endpoint.answer(image: png(width: 1600, height: 1200), kind: "text", locale: "en_US") { _ in .recognized([]) }
        #expect(frame.status == 200, "a camera frame fits beside the largest image")
        releaseGate.yield()
        #expect(await held.value.status == 200)
        // Released: the budget is whole again.
        let third = await endpoint.answer(image: largest, kind: "text", locale: "en_US") { _ in .recognized([]) }
        #expect(third.status == 200)
    }
}
