import Foundation
import Testing
import TextInputCore

/// #48 item 2: the matched part of each suggestion, which renderers show in bold. `TextFolding.match` finds the first
/// place the typed text's key occurs in the choice's key and answers whole characters of the choice's text; checked
/// against Foundation's case- and diacritic-insensitive search, an independent implementation of the same question.
@Suite struct SuggestionMatchTests {
    @Test func matchesAreWholeCharactersOfTheChoicesText() {
        #expect(TextFolding.match("zur", in: "Zürich") == 0..<3)
        #expect(TextFolding.match("EVE", in: "Genève") == 3..<6, "inside, the accent ignored")
        #expect(TextFolding.match("rich", in: "Zu\u{308}rich") == 2..<6, "a decomposed ü is one character")
        #expect(TextFolding.match("u", in: "Zu\u{308}rich") == 1..<2, "a match takes the mark that follows it")
        #expect(TextFolding.match("cole", in: "e\u{301}cole") == 1..<5, "a mark before the match stays out of it")
        #expect(TextFolding.match("strasse", in: "Straße") == 0..<6)
        #expect(TextFolding.match("stras", in: "Straße") == 0..<5, "half of \"ss\" takes the whole ß")
        #expect(TextFolding.match("sse", in: "STRAẞE") == 4..<6)
        #expect(TextFolding.match("क", in: "किताब") == 0..<1, "before its vowel sign, the whole letter")
        #expect(TextFolding.match("कि", in: "नई किताब") == 3..<4)
        #expect(TextFolding.match("αθη", in: "Αθήνα") == 0..<3)
        #expect(TextFolding.match("ёлк", in: "Ёлка") == 0..<3)
        #expect(TextFolding.match("new", in: "🇺🇸 New York") == 2..<5, "a flag is one character")
        #expect(TextFolding.match("", in: "Zürich") == nil)
        #expect(TextFolding.match("\u{301}", in: "Zürich") == nil, "a mark alone has an empty key")
        #expect(TextFolding.match("rix", in: "Zürich") == nil)
        #expect(TextFolding.match("zürichs", in: "Zürich") == nil)
    }

    @Test func thePresentationCarriesEachSuggestionsMatch() throws {
        var field = try InputField(FieldConfiguration(id: "c", label: "City", choices: ["Zürich", "Bad Zurzach", "Genève"]))
        field.send(.focus)
        #expect(field.presentation().suggestions.count == 3)
        #expect(field.presentation().suggestionMatches == [], "nothing typed: nothing matched")
        field.send(.edit(.insert("ZUR")))
        let shown = field.presentation()
        #expect(shown.suggestions.map(\.text) == ["Zürich", "Bad Zurzach"])
        #expect(shown.suggestionMatches == [0..<3, 4..<7])
        field.send(.escape)
        #expect(field.presentation().suggestionMatches == [], "a closed list")
        field._checkInvariants()
    }

    /// Every choice of a corpus in Latin, Greek and Cyrillic letters, searched for each of its substrings (every
    /// start and length up to 6 characters) as typed in upper and lower case and without accents: where Foundation
    /// finds the query (`range(of:options: [.caseInsensitive, .diacriticInsensitive])`, the first place), the match
    /// is the same characters; where it does not, there is none.
    @Test func matchesAgreeWithFoundationsInsensitiveSearch() {
        let corpus = [
            "Zürich", "Genève", "Besançon", "São Paulo", "Kraków", "Łódź", "Malmö", "Ærøskøbing", "Tromsø", "Reykjavík",
            "Hòa Bình", "Đà Nẵng", "Ciudad Juárez", "Córdoba", "Ñuñoa", "Mönchengladbach", "Île-de-France", "Curaçao",
            "Brașov", "Timișoara", "Plzeň", "České Budějovice", "Šiauliai", "Jūrmala", "Pärnu", "Győr", "Kőszeg",
            "Αθήνα", "Θεσσαλονίκη", "Ηράκλειο", "Πάτρα", "Москва", "Санкт-Петербург", "Йошкар-Ола", "Ёлкино", "Київ",
            "Львів", "Beograd", "Niš", "İzmir", "Ankara", "Ålesund", "Åre", "Évora", "Óbidos", "Ürümqi", "Zaragoza",
            "Acme Corp", "ACME Holdings", "Müller & Söhne GmbH", "Renée Dupré", "François Ébrard", "Zoë Quiñones",
        ]
        var compared = 0
        for text in corpus {
            let characters = Array(text)
            for start in characters.indices {
                for length in 1...min(6, characters.count - start) {
                    let piece = String(characters[start..<(start + length)])
                    for query in [piece, piece.uppercased(), piece.lowercased(),
                                  piece.folding(options: .diacriticInsensitive, locale: nil)] {
                        // Foundation's case folding differs from ours for the dotted and dotless i and ß.
                        if query.contains(where: { "İıßẞ".contains($0) }) || text.contains("İ") { continue }
                        let found = text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive])
                        let expected = found.map {
                            text.distance(from: text.startIndex, to: $0.lowerBound)..<text.distance(from: text.startIndex, to: $0.upperBound)
                        }
                        let match = TextFolding.match(query, in: text)
                        #expect(match == expected, "\(query) in \(text)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 3000)
    }
}
