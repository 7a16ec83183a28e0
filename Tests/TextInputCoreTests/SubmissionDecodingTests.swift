import Foundation
import Testing
import TextInputCore

/// #40: a valid form's submission decoded into the app's own `Decodable` type, keyed by field ids.
@Suite struct SubmissionDecodingTests {
    struct Order: Decodable, Equatable {
        var firstName: String          // "first-name"
        var email: String
        var amount: Decimal            // exact
        var discount: Decimal?         // left empty
        var seats: Int
        var code: String               // grouped characters, without literals
        var phone: String?             // E.164
        var fax: String?               // left empty
        var newsletter: Bool
        var terms: Bool                // not a field: false
    }

    func form(values: [String: String]) throws -> InputForm {
        try InputForm(fields: [
            FieldConfiguration(id: "first-name", label: "First Name"),
            FieldConfiguration(id: "email", label: "Email"),
            FieldConfiguration(id: "amount", label: "Amount", format: .number(.init(style: .currency, currency: "EUR"))),
            FieldConfiguration(id: "discount", label: "Discount", format: .number(.init(style: .percent))),
            FieldConfiguration(id: "seats", label: "Seats", format: .number(.init(style: .decimal, maximumFractionDigits: 0))),
            FieldConfiguration(id: "code", label: "Code", format: .mask("###-###")),
            FieldConfiguration(id: "phone", label: "Phone", format: .phone(PhoneFormat(region: "DE"))),
            FieldConfiguration(id: "fax", label: "Fax", format: .phone(PhoneFormat(region: "DE"))),
            FieldConfiguration(id: "newsletter", label: "Newsletter"),
        ], values: values, localeIdentifier: "de_DE")
    }

    @Test func everyKindOfValueDecodesByIdOrItsCamelCase() throws {
        var form = try form(values: ["first-name": "Zoë", "email": "zoe@example.com", "amount": "12345678901234567,89",
                                     "seats": "12", "code": "123456", "phone": "030 123456", "newsletter": "yes"])
        guard case let .submitted(submission)? = form.send(.submit).status else {
            Issue.record("the form did not submit")
            return
        }
        let order = try submission.decode(Order.self)
        #expect(order == Order(firstName: "Zoë", email: "zoe@example.com", amount: Decimal(string: "12345678901234567.89")!,
                               discount: nil, seats: 12, code: "123456", phone: "+4930123456", fax: nil,
                               newsletter: true, terms: false))
    }

    struct Wrong: Decodable { var amount: Int }
    struct Missing: Decodable { var company: String }
    struct Empty: Decodable { var discount: Decimal }
    struct PhoneAsNumber: Decodable { var phone: Int }
    struct NotABool: Decodable { var email: Bool }
    struct Nested: Decodable { var email: Order }

    @Test func aMismatchNamesTheFieldTheTypeAndWhatToChange() throws {
        var form = try form(values: ["first-name": "Zoë", "email": "zoe@example.com", "amount": "12,5", "seats": "1",
                                     "phone": "030 123456"])
        guard case let .submitted(submission)? = form.send(.submit).status else {
            Issue.record("the form did not submit")
            return
        }
        func failure<T: Decodable>(_ type: T.Type) -> SubmissionDecodingError? {
            do { _ = try submission.decode(type); return nil } catch { return error }
        }
        #expect(failure(Wrong.self) == SubmissionDecodingError(field: "amount", type: "Int",
                message: "\"12.5\" is not a whole number; decode it as Decimal, or give the field a number format with no fraction digits"))
        let missing = try #require(failure(Missing.self))
        #expect(missing.field == "company" && missing.type == "String")
        #expect(missing.message.hasPrefix("no field has this id (or this id in camel case); the submission has \"first-name\", \"email\""))
        #expect(failure(Empty.self)?.message == "the field is empty; declare the property as Decimal? to accept an empty field")
        #expect(failure(PhoneAsNumber.self)?.message == "a phone number is not a number to compute with; decode it as a String (E.164)")
        #expect(failure(NotABool.self)?.description == "field \"email\" as Bool: \"zoe@example.com\" is not true or false (true/false, yes/no, on/off, 1/0)")
        #expect(failure(Nested.self)?.field == "email")
    }

    @Test func camelCaseOfIds() {
        #expect(Submission.propertyName(forFieldID: "first-name") == "firstName")
        #expect(Submission.propertyName(forFieldID: "credit_limit") == "creditLimit")
        #expect(Submission.propertyName(forFieldID: "email") == "email")
    }
}
