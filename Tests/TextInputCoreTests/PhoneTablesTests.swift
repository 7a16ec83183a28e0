import Foundation
import Testing
@testable import TextInputCore

/// How many times partial tables asked for the whole tables (PhoneNumberData.setWholeTablesNeeded).
nonisolated(unsafe) private var askedForWholeTables = 0

/// The tables of one calling code (what a page installs before a form whose phone fields type numbers of one code
/// opens): the same formatting and reading as the whole tables for every number of that code, and a question for
/// the whole tables for a number of another one.
@Suite(.serialized) struct PhoneTablesTests {
    /// The whole tables as a page fetches them (the package's resource).
    static let wholeText: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TextInputWeb/Resources/phone-metadata.txt")
        return (try? [UInt8](Data(contentsOf: url))) ?? []
    }()

    static func digits(_ text: String) -> [UInt8] {
        Array(text.utf8).filter { $0 >= 0x30 && $0 <= 0x39 }
    }

    @Test func everyCallingCodesTablesFormatAndReadItsNumbersAsTheWholeTables() throws {
        let whole = try #require(PhoneMetadata(text: Self.wholeText))
        #expect(!whole.isPartial)
        let byCode = PhoneNumberData.tablesByCallingCode(Self.wholeText)
        let codes = Set(whole.regions.map(\.countryCode))
        #expect(Set(byCode.keys) == codes)
        var compared = 0
        for (code, text) in byCode {
            let partial = try #require(PhoneMetadata(text: text), "+\(code)")
            #expect(partial.isPartial)
            #expect(partial.regions.map(\.id) == whole.regions.filter { $0.countryCode == code }.map(\.id))
            for region in partial.regions where region.id.count == 2 {
                let id = String(decoding: region.id, as: UTF8.self)
                guard let example = PhoneExamples.nationalNumber(forRegion: id) else { continue }
                let national = Self.digits(example)
                let international = [PhoneTyping.plus] + Array(String(code).utf8) + Array(national.drop { $0 == 0x30 })
                let inWhole = try #require(whole.regionIndex(region.id))
                let inPartial = try #require(partial.regionIndex(region.id))
                for number in [national, international, national + [0x31, 0x32]] {
                    var a = PhoneTyping(metadata: whole, region: inWhole)
                    var b = PhoneTyping(metadata: partial, region: inPartial)
                    for digit in number {
                        a.input(digit)
                        b.input(digit)
                        #expect(a.output == b.output, "\(id) \(String(decoding: number, as: UTF8.self))")
                    }
                    let readWhole = PhoneReading(number, region: inWhole, metadata: whole)
                    let readPartial = PhoneReading(number, region: inPartial, metadata: partial)
                    #expect(readWhole == readPartial, "\(id) \(String(decoding: number, as: UTF8.self))")
                    #expect(readWhole?.region(in: whole) == readPartial?.region(in: partial))
                    compared += 1
                }
            }
        }
        #expect(compared > 600)
    }

    @Test func aNumberOfAnotherCallingCodeAsksForTheWholeTables() throws {
        let text = try #require(PhoneNumberData.tablesByCallingCode(Self.wholeText)[1])
        let partial = try #require(PhoneMetadata(text: text))
        askedForWholeTables = 0
        PhoneNumberData.setWholeTablesNeeded { askedForWholeTables += 1 }
        defer { PhoneNumberData.setWholeTablesNeeded(nil) }
        // +1's own regions and code are answered without asking.
        #expect(partial.mainRegion(forCode: 1) != nil)
        #expect(partial.region("CA") != nil)
        #expect(PhoneTyping.callingCode(at: Self.digits("12025550143"), in: partial)?.code == 1)
        #expect(askedForWholeTables == 0)
        // A code that exists nowhere is unknown in the partial tables too: nothing to ask for ("+2", "+28").
        #expect(partial.mainRegion(forCode: 2) == nil && partial.mainRegion(forCode: 28) == nil)
        #expect(askedForWholeTables == 0)
        // Another code that exists, or another region, is asked for (a page's module does not come back from it).
        #expect(partial.mainRegion(forCode: 44) == nil)
        #expect(askedForWholeTables == 1)
        #expect(partial.region("GB") == nil)
        #expect(askedForWholeTables == 2)
        var typing = PhoneTyping(metadata: partial, region: try #require(partial.regionIndex(Array("US".utf8))))
        for digit in Array("+4420".utf8) { typing.input(digit) }
        #expect(askedForWholeTables > 2)
    }

    @Test func tablesThatAreNotWholeTablesGiveNone() {
        #expect(PhoneNumberData.tablesByCallingCode(Array("not tables".utf8)).isEmpty)
        let partial = PhoneNumberData.tablesByCallingCode(Self.wholeText)[49] ?? []
        #expect(!partial.isEmpty)
        #expect(PhoneNumberData.tablesByCallingCode(partial).isEmpty, "partial tables are not cut again")
        #expect(PhoneNumberData.callingCode(ofRegion: "de") == 49)
        #expect(PhoneNumberData.callingCode(ofRegion: "XX") == nil)
    }
}
