import Testing
import TextInputCore

/// #47, first part: right to left from the locale's script, blanks around whole text, Escape that keeps the text.
@Suite struct DirectionTests {
    @Test func everyRightToLeftLocaleIsRightToLeft() {
        for locale in ["fa_IR", "ur_PK", "ps_AF", "ckb_IQ", "dv_MV", "yi", "he_IL", "ar_EG", "sd", "ug_CN", "syr", "nqo",
                       "ff-Adlm-GN", "az-Arab-IR", "pa_PK", "ku-Arab", "uz_AF", "iw"] {
            #expect(WritingDirection(localeIdentifier: locale) == .rtl, "\(locale)")
            #expect(Localizer(localeIdentifier: locale).direction == .rtl, "\(locale)")
        }
        for locale in ["en_US", "de_DE", "ja_JP", "zh-Hans", "pa_IN", "sd_IN", "ku_TR", "uz_Latn", "az_AZ", "ff_SN",
                       "ar-Latn", "he-Latn", "tr", "", "x"] {
            #expect(WritingDirection(localeIdentifier: locale) == .ltr, "\(locale)")
        }
    }

    @Test func aPersianFormReadsRightToLeftAndItsCodesLeftToRight() throws {
        let form = try InputForm(fields: [FieldConfiguration(id: "name", label: "نام"),
                                          FieldConfiguration(id: "iban", label: "IBAN", format: .iban)],
                                 localeIdentifier: "fa_IR")
        #expect(form.presentations[0].direction == .rtl)
        #expect(form.presentations[1].direction == .rtl)
        #expect(form.presentations[1].textDirection == .ltr, "an IBAN stays left to right inside")
        var session = MessageSession()
        let answer = session.handle(#"{"configure": {"label": "نام", "locale": "ur_PK"}}"#)
        #expect(answer.contains(#""direction":"rtl""#), "\(answer)")
    }
}

@Suite struct BlanksTests {
    @Test func pastedFilledAndPostedTextLosesTheBlanksAroundIt() throws {
        var email = try InputField(FieldConfiguration(id: "email", label: "Email", keyboard: .email))
        email.send(.focus)
        email.send(.edit(.paste(" ada@example.com \n")))
        #expect(email.value == "ada@example.com")
        var city = try InputField(FieldConfiguration(id: "city", label: "City", choices: ["Berlin"]))
        city.send(.focus)
        city.send(.choose("  Berlin\u{00A0}"))
        #expect(city.value == "Berlin")
        city.send(.scanned("\tHamburg "))
        #expect(city.value == "Hamburg")
        var form = try InputForm(fields: [FieldConfiguration(id: "name", label: "Name"),
                                          FieldConfiguration(id: "notes", kind: .note, label: "Notes"),
                                          FieldConfiguration(id: "pin", label: "PIN", isSecure: true)])
        let response = form.send(.post([PostedText(id: "name", text: "  Ada  Lovelace "), PostedText(id: "notes", text: " indented\n"),
                                        PostedText(id: "pin", text: " 12 ")]))
        guard case let .submitted(submission)? = response.status else {
            Issue.record("the post was refused: \(String(describing: response.status))")
            return
        }
        #expect(submission["name"] == "Ada  Lovelace", "blanks inside stay")
        #expect(submission["notes"] == " indented\n", "a note keeps its blanks")
        #expect(submission["pin"] == " 12 ", "a password is taken as it is")
    }

    @Test func typedBlanksStayAndANoteAndAPasswordKeepPastedOnes() throws {
        var name = try InputField(FieldConfiguration(id: "name", label: "Name"))
        name.send(.focus)
        name.send(.edit(.insert("Ada")))
        name.send(.edit(.insert(" ")))
        #expect(name.value == "Ada ", "a space typed at the end starts the next word")
        name.send(.blur)
        #expect(name.value == "Ada ")
        var note = try InputField(FieldConfiguration(id: "n", kind: .note, label: "Notes"))
        note.send(.focus)
        note.send(.edit(.paste("  two spaces first")))
        #expect(note.value == "  two spaces first")
        var pin = try InputField(FieldConfiguration(id: "p", label: "PIN", isSecure: true))
        pin.send(.focus)
        pin.send(.edit(.paste(" secret ")))
        #expect(pin.value == " secret ")
    }
}
