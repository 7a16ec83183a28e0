import Foundation
import Testing
import TextInputCore
@testable import TextInputHTML
@testable import TextInputWeb

/// #48, item 2: a picked choice's key posts under a name the app chooses, beside the text; an edit after the pick
/// drops it; the server keeps it only while the text names that choice, decodes it, and shows it again.
@Suite struct ChoiceKeyPostTests {
    static let acmes = [Choice(id: "acme-berlin", text: "Acme Corp", detail: "Berlin"),
                        Choice(id: "acme-paris", text: "Acme Corp", detail: "Paris")]

    static func form() -> WebForm {
        var supplier = FieldConfiguration(id: "supplier", label: "Supplier")
        supplier.choices = acmes
        var company = FieldConfiguration(id: "company", label: "Company")
        company.choicesFromApp = true
        var form = WebForm(id: "order", action: "/order", fields: [supplier, company, FieldConfiguration(id: "ref", label: "Reference", isRequired: true)])
        form.choiceKeyNames = ["supplier": "supplier-id", "company": "company-id"]
        return form
    }

    struct Order: Decodable {
        var supplier: String
        var supplierId: String?
        var company: String
        var companyId: String?
        var ref: String
    }

    @Test func theKeyIsPostedDecodedAndNotAnOtherValue() throws {
        let result = try Self.form().submit(pairs: [("supplier", "Acme Corp"), ("supplier-id", "acme-paris"), ("company", "Globex"),
                                                    ("company-id", "c-9"), ("ref", "R-1"), ("note", "x")])
        #expect(result.choiceKeys == ["supplier-id": "acme-paris", "company-id": "c-9"])
        #expect(result.otherValues.pairs.map(\.name) == ["note"], "the keys' names are the form's own")
        let order = try #require(try result.decode(Order.self))
        #expect(order.supplierId == "acme-paris" && order.companyId == "c-9" && order.supplier == "Acme Corp")
    }

    @Test func aKeyWhoseChoiceIsNotTheTextIsDropped() throws {
        let edited = try Self.form().submit(pairs: [("supplier", "Acme Corporation"), ("supplier-id", "acme-paris"), ("ref", "R-1")])
        #expect(edited.choiceKeys.isEmpty, "the text no longer names that choice")
        #expect(try edited.decode(Order.self)?.supplierId == nil)
        let unknown = try Self.form().submit(pairs: [("supplier", "Acme Corp"), ("supplier-id", "acme-rome"), ("ref", "R-1")])
        #expect(unknown.choiceKeys.isEmpty)
        let emptied = try Self.form().submit(pairs: [("company", ""), ("company-id", "c-9"), ("ref", "R-1")])
        #expect(emptied.choiceKeys.isEmpty, "an empty field names no choice")
    }

    @Test func aRefusedPostShowsTheKeyAgainAndThePagesCoreKnowsIt() throws {
        let form = Self.form()
        let first = try form.html(assets: try WebAssets())
        #expect(first.contains(#"<input type="hidden" name="supplier-id" value="" data-tik-choice-of="0">"#))
        let refused = try form.submit(pairs: [("supplier", "Acme Corp"), ("supplier-id", "acme-paris"), ("company", "Globex"),
                                              ("company-id", "c-9")])
        #expect(!refused.isAccepted, "the reference is missing")
        let again = try form.html(assets: try WebAssets(), showing: refused)
        #expect(again.contains(#"name="supplier-id" value="acme-paris""#) && again.contains(#"name="company-id" value="c-9""#))
        let live = try refused.liveForm
        #expect(live.form.fields[0].choiceID == "acme-paris", "the second Acme, not the first of that text")
        #expect(live.form.fields[1].choiceID == "c-9")
        #expect(live.form.fields[0].value == "Acme Corp" && live.form.fields[1].value == "Globex")
    }

    @Test func thePagesPostCarriesTheKeyOnlyUntilAnEdit() throws {
        var live = try LiveForm(spec: LiveFormSpec(fields: [Self.form().spec.fields[0], FieldConfiguration(id: "ref", label: "Ref")]))
        _ = live.handle(#"{"s":1,"event":"focus","field":0}"#)
        _ = live.handle(#"{"s":2,"event":"choose","field":0,"id":"acme-paris"}"#)
        let posted = live.handle(#"{"s":3,"event":"submit"}"#)
        #expect(posted.contains(#""post":[["supplier","Acme Corp"],["ref",""],[0,"acme-paris"]]"#), "\(posted)")
        _ = live.handle(#"{"s":4,"event":"focus","field":0}"#)
        _ = live.handle(#"{"s":5,"event":"type","field":0,"text":"x"}"#)
        _ = live.handle(#"{"s":6,"event":"backspace","field":0}"#)
        let edited = live.handle(#"{"s":7,"event":"submit"}"#)
        #expect(edited.contains(#""post":[["supplier","Acme Corp"],["ref",""]]"#), "the same text typed back names no choice: \(edited)")
    }
}
