/// A regular expression that a whole value must match
/// (``ValidationRule/pattern(_:)``), compiled and matched by the core itself:
/// no Foundation, the same answer natively and in WebAssembly, and matching
/// in time linear in the value's length whatever the pattern (no
/// catastrophic backtracking).
///
/// The syntax is the common subset of ICU, ECMAScript and POSIX extended
/// expressions, matched against user-perceived characters:
///
/// - literals, and `\` before any punctuation for the character itself;
/// - `.` any character but a line break; `[abc]`, `[^a-z0-9_]` sets with
///   ranges; `\d` decimal digits, `\w` word characters (letters, marks,
///   digits, `_`), `\s` white space and their negations `\D`, `\W`, `\S`,
///   also inside sets; `\n`, `\t`, `\r`;
/// - groups `( … )` and `(?: … )`, alternation `|`;
/// - quantifiers `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` (a trailing `?` for
///   a lazy quantifier is accepted and changes nothing, as only whole
///   matches count);
/// - anchors `^` and `$`; a leading `(?i)` ignores case.
///
/// Back-references, look-around and named classes (`\p{…}`, `[[:alpha:]]`)
/// are refused with a ``PatternError`` that says so, rather than being
/// matched differently from what the author meant.
///
/// ```swift
/// let postcode = try ValidationPattern("[0-9]{5}")
/// postcode.matches("69190")   // true
/// postcode.matches("6919")    // false
/// ```
public struct ValidationPattern: Sendable, Hashable {
    /// The pattern as written.
    public let source: String
    private let program: [Instruction]
    private let sets: [CharacterSet]
    private let ignoresCase: Bool

    /// The most instructions a compiled pattern may have (counted repetition
    /// is expanded, so `a{1000}{1000}` is refused instead of growing without bound).
    static let maximumProgramSize = 50_000

    /// Compiles a pattern.
    ///
    /// - Throws: ``PatternError`` naming the problem and where it is.
    public init(_ source: String) throws(PatternError) {
        self.source = source
        var parser = Parser(Array(source))
        ignoresCase = parser.consumeCaseInsensitiveFlag()
        let tree = try parser.parse()
        var compiler = Compiler()
        try compiler.emit(tree)
        compiler.program.append(.match)
        if ignoresCase {
            for (index, instruction) in compiler.program.enumerated() {
                if case let .character(character) = instruction { compiler.program[index] = .character(Self.folded(character)) }
            }
        }
        program = compiler.program
        sets = compiler.sets
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        let characters = ignoresCase ? text.map(Self.folded) : Array(text)
        var current = Threads(capacity: program.count)
        var next = Threads(capacity: program.count)
        add(0, at: 0, count: characters.count, to: &current)
        for (position, character) in characters.enumerated() {
            if current.list.isEmpty { return false }
            next.clear()
            for pc in current.list {
                let advances: Bool
                switch program[pc] {
                case let .character(expected): advances = expected == character
                case .anyButNewline: advances = !character.isNewline
                case let .set(index): advances = sets[index].contains(character, ignoringCase: ignoresCase)
                case .split, .jump, .assertStart, .assertEnd, .match: advances = false
                }
                if advances { add(pc + 1, at: position + 1, count: characters.count, to: &next) }
            }
            swap(&current, &next)
        }
        return current.list.contains { program[$0] == .match }
    }

    /// Adds the thread at `pc` and every thread reachable from it without
    /// consuming a character (the epsilon closure), each once.
    private func add(_ pc: Int, at position: Int, count: Int, to threads: inout Threads) {
        var stack = [pc]
        while let pc = stack.popLast() {
            guard threads.insert(pc) else { continue }
            switch program[pc] {
            case let .split(first, second):
                stack.append(second)
                stack.append(first)
            case let .jump(target):
                stack.append(target)
            case .assertStart:
                if position == 0 { stack.append(pc + 1) }
            case .assertEnd:
                if position == count { stack.append(pc + 1) }
            case .character, .anyButNewline, .set, .match:
                threads.list.append(pc)
            }
        }
    }

    /// A character for case-insensitive comparison.
    static func folded(_ character: Character) -> Character {
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }

    public static func == (lhs: ValidationPattern, rhs: ValidationPattern) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

// MARK: - Syntax tree

extension ValidationPattern {
    fileprivate indirect enum Node {
        case empty
        case character(Character)
        case anyButNewline
        case set(CharacterSet)
        case start
        case end
        case sequence([Node])
        case alternatives([Node])
        case repeated(Node, minimum: Int, maximum: Int?)
    }

    /// A bracket expression or a class escape.
    struct CharacterSet: Sendable, Equatable {
        enum Item: Sendable, Equatable {
            case character(Character)
            case range(Unicode.Scalar, Unicode.Scalar)
            case digit(negated: Bool)
            case word(negated: Bool)
            case space(negated: Bool)
        }
        var items: [Item]
        var negated: Bool

        func contains(_ character: Character, ignoringCase: Bool) -> Bool {
            var found = matchesItem(character)
            if !found, ignoringCase {
                found = matchesItem(Character(character.uppercased().count == 1 ? character.uppercased() : String(character)))
            }
            return found != negated
        }

        private func matchesItem(_ character: Character) -> Bool {
            for item in items {
                switch item {
                case let .character(expected):
                    if expected == character { return true }
                case let .range(low, high):
                    if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                       scalar.value >= low.value, scalar.value <= high.value { return true }
                case let .digit(negated):
                    if Self.isDigit(character) != negated { return true }
                case let .word(negated):
                    if Self.isWord(character) != negated { return true }
                case let .space(negated):
                    if character.isWhitespace != negated { return true }
                }
            }
            return false
        }

        /// A decimal digit of any script (Unicode Nd).
        static func isDigit(_ character: Character) -> Bool {
            guard let scalar = character.unicodeScalars.first else { return false }
            return scalar.properties.generalCategory == .decimalNumber
        }

        /// A letter, mark, decimal digit or connector such as `_`.
        static func isWord(_ character: Character) -> Bool {
            guard let scalar = character.unicodeScalars.first else { return false }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
                return true
            default:
                return scalar.properties.isAlphabetic
            }
        }
    }

    /// One step of the matching program.
    fileprivate enum Instruction: Sendable, Equatable {
        case character(Character)
        case anyButNewline
        case set(Int)
        case split(Int, Int)
        case jump(Int)
        case assertStart
        case assertEnd
        case match
    }

    /// The set of live threads at one position, without duplicates.
    private struct Threads {
        var list: [Int] = []
        private var seen: [Bool]
        private var marked: [Int] = []

        init(capacity: Int) {
            seen = Array(repeating: false, count: capacity)
        }

        mutating func insert(_ pc: Int) -> Bool {
            if seen[pc] { return false }
            seen[pc] = true
            marked.append(pc)
            return true
        }

        mutating func clear() {
            for pc in marked { seen[pc] = false }
            marked.removeAll(keepingCapacity: true)
            list.removeAll(keepingCapacity: true)
        }
    }
}

// MARK: - Parsing

extension ValidationPattern {
    fileprivate struct Parser {
        let characters: [Character]
        var index = 0
        var depth = 0

        init(_ characters: [Character]) {
            self.characters = characters
        }

        var atEnd: Bool { index >= characters.count }
        var peek: Character? { atEnd ? nil : characters[index] }

        mutating func consumeCaseInsensitiveFlag() -> Bool {
            guard characters.starts(with: Array("(?i)")) else { return false }
            index = 4
            return true
        }

        mutating func parse() throws(PatternError) -> Node {
            let node = try alternatives()
            if let extra = peek {
                throw PatternError("Unmatched \"\(extra)\": escape it as \"\\\(extra)\" or add the opening parenthesis", at: index)
            }
            return node
        }

        mutating func alternatives() throws(PatternError) -> Node {
            var options = [try sequence()]
            while peek == "|" {
                index += 1
                options.append(try sequence())
            }
            return options.count == 1 ? options[0] : .alternatives(options)
        }

        mutating func sequence() throws(PatternError) -> Node {
            var items: [Node] = []
            while let character = peek, character != "|", character != ")" {
                items.append(try quantified())
            }
            if items.isEmpty { return .empty }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func quantified() throws(PatternError) -> Node {
            let start = index
            var node = try atom()
            while let character = peek {
                var bounds: (Int, Int?)?
                switch character {
                case "*": bounds = (0, nil); index += 1
                case "+": bounds = (1, nil); index += 1
                case "?": bounds = (0, 1); index += 1
                case "{":
                    if let counted = try countedBounds() { bounds = counted }
                default: break
                }
                guard let (minimum, maximum) = bounds else { break }
                switch node {
                case .start, .end, .empty:
                    throw PatternError("A quantifier needs something to repeat before it", at: start)
                default: break
                }
                if peek == "?" { index += 1 }
                if peek == "+" {
                    throw PatternError("Possessive quantifiers are not supported; remove the \"+\" after the quantifier", at: index)
                }
                node = .repeated(node, minimum: minimum, maximum: maximum)
            }
            return node
        }

        /// `{n}`, `{n,}` or `{n,m}`; nil (and nothing consumed) when the
        /// brace does not start a quantifier, so it is a literal.
        mutating func countedBounds() throws(PatternError) -> (Int, Int?)? {
            let start = index
            var cursor = index + 1
            func number() -> Int? {
                var value: Int?
                while cursor < characters.count, let digit = characters[cursor].wholeNumberValue, characters[cursor].isASCII {
                    value = min((value ?? 0) * 10 + digit, 1_000_000)
                    cursor += 1
                }
                return value
            }
            guard let minimum = number() else { return nil }
            var maximum: Int? = minimum
            if cursor < characters.count, characters[cursor] == "," {
                cursor += 1
                maximum = number()
            }
            guard cursor < characters.count, characters[cursor] == "}" else { return nil }
            if let maximum, maximum < minimum {
                throw PatternError("In {\(minimum),\(maximum)} the maximum is below the minimum; swap them", at: start)
            }
            index = cursor + 1
            return (minimum, maximum)
        }

        mutating func atom() throws(PatternError) -> Node {
            let start = index
            let character = characters[index]
            index += 1
            switch character {
            case "(":
                if peek == "?" {
                    guard index + 1 < characters.count, characters[index + 1] == ":" else {
                        throw PatternError("Only (?: … ) groups are supported; look-around and named groups are not", at: start)
                    }
                    index += 2
                }
                depth += 1
                guard depth <= 100 else { throw PatternError("Groups are nested too deeply (more than 100)", at: start) }
                let inner = try alternatives()
                guard peek == ")" else { throw PatternError("Missing \")\" for the group opened here", at: start) }
                index += 1
                depth -= 1
                return inner
            case "[":
                return .set(try bracket(start: start))
            case ".":
                return .anyButNewline
            case "^":
                return .start
            case "$":
                return .end
            case "*", "+", "?":
                throw PatternError("\"\(character)\" needs something to repeat before it; escape it as \"\\\(character)\" for the character itself", at: start)
            case "\\":
                return try escape(start: start)
            default:
                return .character(character)
            }
        }

        mutating func escape(start: Int) throws(PatternError) -> Node {
            guard let next = peek else { throw PatternError("The pattern ends with a lone \"\\\"; escape it as \"\\\\\"", at: start) }
            index += 1
            switch next {
            case "d": return .set(CharacterSet(items: [.digit(negated: false)], negated: false))
            case "D": return .set(CharacterSet(items: [.digit(negated: true)], negated: false))
            case "w": return .set(CharacterSet(items: [.word(negated: false)], negated: false))
            case "W": return .set(CharacterSet(items: [.word(negated: true)], negated: false))
            case "s": return .set(CharacterSet(items: [.space(negated: false)], negated: false))
            case "S": return .set(CharacterSet(items: [.space(negated: true)], negated: false))
            default: return .character(try literalEscape(next, start: start))
            }
        }

        func literalEscape(_ character: Character, start: Int) throws(PatternError) -> Character {
            switch character {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            default:
                if character.isLetter || character.isNumber {
                    throw PatternError("\"\\\(character)\" is not supported (back-references, \\b, \\p{…} and the like); write the characters it should match instead", at: start)
                }
                return character
            }
        }

        mutating func bracket(start: Int) throws(PatternError) -> CharacterSet {
            var set = CharacterSet(items: [], negated: false)
            if peek == "^" {
                set.negated = true
                index += 1
            }
            var first = true
            while true {
                guard let character = peek else { throw PatternError("Missing \"]\" for the set opened here", at: start) }
                if character == "]", !first { index += 1; return set }
                if character == "[", index + 1 < characters.count, characters[index + 1] == ":" {
                    throw PatternError("Named classes such as [:alpha:] are not supported; list the characters or use \\d, \\w or \\s", at: index)
                }
                first = false
                index += 1
                var low: Character = character
                if character == "\\" {
                    guard let next = peek else { throw PatternError("Missing \"]\" for the set opened here", at: start) }
                    index += 1
                    switch next {
                    case "d": set.items.append(.digit(negated: false)); continue
                    case "D": set.items.append(.digit(negated: true)); continue
                    case "w": set.items.append(.word(negated: false)); continue
                    case "W": set.items.append(.word(negated: true)); continue
                    case "s": set.items.append(.space(negated: false)); continue
                    case "S": set.items.append(.space(negated: true)); continue
                    default: low = try literalEscape(next, start: index - 2)
                    }
                }
                if peek == "-", index + 1 < characters.count, characters[index + 1] != "]" {
                    index += 1
                    var high = characters[index]
                    index += 1
                    if high == "\\" {
                        guard let next = peek else { throw PatternError("Missing \"]\" for the set opened here", at: start) }
                        index += 1
                        high = try literalEscape(next, start: index - 2)
                    }
                    guard low.unicodeScalars.count == 1, high.unicodeScalars.count == 1,
                          let lowScalar = low.unicodeScalars.first, let highScalar = high.unicodeScalars.first else {
                        throw PatternError("A range needs single characters at both ends", at: index - 1)
                    }
                    guard lowScalar.value <= highScalar.value else {
                        throw PatternError("The range \(low)-\(high) is backwards; write \(high)-\(low)", at: index - 1)
                    }
                    set.items.append(.range(lowScalar, highScalar))
                } else {
                    set.items.append(.character(low))
                }
            }
        }
    }
}

// MARK: - Compiling

extension ValidationPattern {
    fileprivate struct Compiler {
        var program: [Instruction] = []
        var sets: [CharacterSet] = []

        mutating func emit(_ node: Node) throws(PatternError) {
            guard program.count <= ValidationPattern.maximumProgramSize else {
                throw PatternError("The pattern is too large once its repetitions are expanded; use smaller counts", at: 0)
            }
            switch node {
            case .empty:
                break
            case let .character(character):
                program.append(.character(character))
            case .anyButNewline:
                program.append(.anyButNewline)
            case let .set(set):
                program.append(.set(sets.count))
                sets.append(set)
            case .start:
                program.append(.assertStart)
            case .end:
                program.append(.assertEnd)
            case let .sequence(items):
                for item in items { try emit(item) }
            case let .alternatives(options):
                var jumps: [Int] = []
                for (position, option) in options.enumerated() {
                    if position < options.count - 1 {
                        let split = program.count
                        program.append(.split(split + 1, 0))
                        try emit(option)
                        jumps.append(program.count)
                        program.append(.jump(0))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        try emit(option)
                    }
                }
                for jump in jumps { program[jump] = .jump(program.count) }
            case let .repeated(inner, minimum, maximum):
                for _ in 0..<minimum { try emit(inner) }
                if let maximum {
                    var exits: [Int] = []
                    for _ in minimum..<maximum {
                        exits.append(program.count)
                        program.append(.split(program.count + 1, 0))
                        try emit(inner)
                    }
                    for exit in exits { program[exit] = .split(exit + 1, program.count) }
                } else {
                    let loop = program.count
                    program.append(.split(loop + 1, 0))
                    try emit(inner)
                    program.append(.jump(loop))
                    program[loop] = .split(loop + 1, program.count)
                }
            }
        }
    }
}
