/// One of libphonenumber's regular expressions over ASCII digits (number
/// patterns, leading-digits patterns, national and international prefixes),
/// compiled to a small program and matched with Java's and Python's
/// semantics (greedy quantifiers, alternatives tried left to right, the first
/// match found wins), so that the groups and match ends are the ones
/// libphonenumber gets.
///
/// The syntax is what the metadata uses: digits, `\d`, sets such as
/// `[2-9]` and `[13-689]`, groups `( … )` and `(?: … )`, `|`, the end of
/// the number `$`, and the quantifiers `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`. Matching prunes every
/// state it has explored once, so it takes time linear in the pattern's and
/// the number's length (no backtracking blow-up), and it does not allocate
/// for numbers of up to 64 digits.
///
/// ```swift
/// let pattern = PhonePattern(#"(\d{3})(\d{3})(\d{4})"#)
/// pattern.wholeMatch(Array("2015550123".utf8))?.group(2)   // 3..<6
/// ```
struct PhonePattern: Sendable {
    /// One instruction.
    enum Op: Sendable, Equatable {
        /// Consumes one digit whose bit is set (bit d for digit d).
        case digits(UInt16)
        /// Tries the first target, then the second.
        case split(Int32, Int32)
        case jump(Int32)
        /// Records the current position in capture slot n (2g: group g's start, 2g+1: its end).
        case save(Int32)
        case match
        /// Goes on only at the end of the number (`$`).
        case end
        /// Never matches (a pattern that could not be compiled).
        case fail
    }

    let ops: [Op]
    /// The number of capturing groups.
    let groupCount: Int
    /// Whether the pattern compiled; a pattern that did not matches nothing.
    let isValid: Bool
    /// The fewest and the most digits a match can have (nil: no most), to refuse a whole match without running.
    let shortest: Int
    let longest: Int?

    /// Compiles `source`; a pattern outside the syntax above compiles to one
    /// that never matches (the generated tables are checked by tests).
    init(_ source: String) {
        self.init(Array(source.utf8))
    }

    /// Compiles the pattern whose UTF-8 bytes are `source`.
    init(_ source: [UInt8]) {
        var parser = Parser(bytes: source)
        if let tree = parser.parseAlternatives(), parser.index == parser.bytes.count {
            var compiler = Compiler()
            compiler.emit(tree)
            compiler.ops.append(.match)
            ops = compiler.ops
            groupCount = parser.groupCount
            isValid = compiler.ops.count <= Self.maximumProgramSize
            (shortest, longest) = Self.lengths(tree)
        } else {
            ops = [.fail]
            groupCount = 0
            isValid = false
            (shortest, longest) = (0, 0)
        }
    }

    /// The most instructions a program may have (counted repetition is expanded).
    static let maximumProgramSize = 20_000

    /// A successful match: where it ends and where its groups are.
    struct Match: Equatable {
        var end: Int
        var slots: [Int]

        /// The range of group `n` (0: the whole match), nil when it did not take part.
        func group(_ n: Int) -> Range<Int>? {
            guard 2 * n + 1 < slots.count, slots[2 * n] >= 0, slots[2 * n + 1] >= slots[2 * n] else { return nil }
            return slots[2 * n]..<slots[2 * n + 1]
        }
    }

    /// The match that starts at `start` and ends anywhere (Java's `lookingAt`, Python's `match`).
    func prefixMatch(_ digits: [UInt8], from start: Int = 0) -> Match? {
        run(digits, start: start, wholeOnly: false)
    }

    /// Whether a match starts at `start`, without its groups.
    func matchesPrefix(_ digits: [UInt8], from start: Int = 0) -> Bool {
        run(digits, start: start, wholeOnly: false, wantsGroups: false) != nil
    }

    /// The match of all of `digits` (Java's `matches`, Python's `fullmatch`).
    func wholeMatch(_ digits: [UInt8]) -> Match? {
        guard digits.count >= shortest, longest.map({ digits.count <= $0 }) ?? true else { return nil }
        return run(digits, start: 0, wholeOnly: true)
    }

    /// The fewest and the most digits `node` matches.
    static func lengths(_ node: Node) -> (Int, Int?) {
        switch node {
        case .digits: return (1, 1)
        case .end: return (0, 0)
        case let .group(inner, _): return lengths(inner)
        case let .sequence(items):
            var low = 0
            var high: Int? = 0
            for item in items {
                let (a, b) = lengths(item)
                low += a
                high = high.flatMap { total in b.map { total + $0 } }
            }
            return (low, high)
        case let .alternatives(branches):
            var low = Int.max
            var high: Int? = 0
            for branch in branches {
                let (a, b) = lengths(branch)
                low = min(low, a)
                high = high.flatMap { current in b.map { max(current, $0) } }
            }
            return (low == Int.max ? 0 : low, high)
        case let .repeated(inner, minimum, maximum):
            let (a, b) = lengths(inner)
            return (a * minimum, maximum.flatMap { m in b.map { $0 * m } })
        }
    }

    /// The first match anywhere, leftmost (Python's `search`).
    func firstMatch(_ digits: [UInt8]) -> Match? {
        for start in 0...digits.count {
            if let found = run(digits, start: start, wholeOnly: false) { return found }
        }
        return nil
    }

    /// Depth-first search in priority order; a (instruction, position) state
    /// reached a second time is pruned, because its first exploration failed
    /// (there are no back-references, so what follows a state does not depend
    /// on the groups recorded so far).
    private func run(_ digits: [UInt8], start: Int, wholeOnly: Bool, wantsGroups: Bool = true) -> Match? {
        guard isValid, start <= digits.count else { return nil }
        // Nearly every search needs a few frames at a time; the rare one that needs more runs again with room
        // for every state.
        switch run(digits, start: start, wholeOnly: wholeOnly, wantsGroups: wantsGroups, frames: 64) {
        case let .done(match): return match
        case .overflow: break
        }
        guard case let .done(match) = run(digits, start: start, wholeOnly: wholeOnly, wantsGroups: wantsGroups,
                                          frames: ops.count * (digits.count + 1) + 1) else { return nil }
        return match
    }

    private enum Outcome {
        case done(Match?)
        case overflow
    }

    private func run(_ digits: [UInt8], start: Int, wholeOnly: Bool, wantsGroups: Bool, frames: Int) -> Outcome {
        let width = digits.count + 1
        let stateCount = ops.count * width
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (stateCount + 63) / 64) { seen in
            for index in seen.indices { seen[index] = 0 }
            var slots = [Int](repeating: -1, count: wantsGroups ? 2 * (groupCount + 1) : 0)
            if wantsGroups { slots[0] = start }
            // A frame is a state to try, or a slot to restore (`restore` >= 0) when backtracking past a save. Each
            // state explored pushes at most one frame, so the stack never holds more than there are states.
            return withUnsafeTemporaryAllocation(of: Frame.self, capacity: frames) { stack in
            var depth = 1
            stack[0] = Frame(pc: 0, position: Int32(start), restore: -1, value: 0)
            var overflowed = false
            func push(_ frame: Frame) {
                guard depth < frames else {
                    overflowed = true
                    return
                }
                stack[depth] = frame
                depth += 1
            }
            while depth > 0 {
                if overflowed { return .overflow }
                depth -= 1
                let frame = stack[depth]
                if frame.restore >= 0 {
                    slots[Int(frame.restore)] = Int(frame.value)
                    continue
                }
                var pc = Int(frame.pc)
                let position = Int(frame.position)
                while true {
                    let state = pc * width + position
                    let bit = UInt64(1) << UInt64(state & 63)
                    if seen[state >> 6] & bit != 0 { break }
                    seen[state >> 6] |= bit
                    switch ops[pc] {
                    case let .digits(mask):
                        guard position < digits.count else { break }
                        let digit = digits[position] &- 0x30
                        guard digit < 10, mask & (1 << UInt16(digit)) != 0 else { break }
                        push(Frame(pc: Int32(pc + 1), position: Int32(position + 1), restore: -1, value: 0))
                    case let .split(first, second):
                        push(Frame(pc: second, position: Int32(position), restore: -1, value: 0))
                        pc = Int(first)
                        continue
                    case let .jump(target):
                        pc = Int(target)
                        continue
                    case let .save(slot):
                        if wantsGroups {
                            let index = Int(slot) + 2
                            push(Frame(pc: 0, position: 0, restore: Int32(index), value: Int32(slots[index])))
                            slots[index] = position
                        }
                        pc += 1
                        continue
                    case .end:
                        guard position == digits.count else { break }
                        pc += 1
                        continue
                    case .match:
                        if wholeOnly && position != digits.count { break }
                        if wantsGroups { slots[1] = position }
                        return .done(Match(end: position, slots: slots))
                    case .fail:
                        break
                    }
                    break
                }
            }
            return overflowed ? .overflow : .done(nil)
            }
        }
    }

    /// A state to try, or a capture slot to restore.
    struct Frame {
        var pc: Int32
        var position: Int32
        var restore: Int32
        var value: Int32
    }
}

// MARK: - Parsing and compiling

extension PhonePattern {
    indirect enum Node {
        case digits(UInt16)
        case end
        case sequence([Node])
        case alternatives([Node])
        case group(Node, capture: Int?)
        case repeated(Node, minimum: Int, maximum: Int?)
    }

    struct Parser {
        let bytes: [UInt8]
        var index = 0
        var groupCount = 0

        static let anyDigit: UInt16 = 0x3FF

        mutating func parseAlternatives() -> Node? {
            var branches: [Node] = []
            while true {
                guard let branch = parseSequence() else { return nil }
                branches.append(branch)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "|") else { break }
                index += 1
            }
            return branches.count == 1 ? branches[0] : .alternatives(branches)
        }

        mutating func parseSequence() -> Node? {
            var items: [Node] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "|"), bytes[index] != UInt8(ascii: ")") {
                guard let atom = parseAtom(), let quantified = parseQuantifier(atom) else { return nil }
                items.append(quantified)
            }
            return .sequence(items)
        }

        mutating func parseAtom() -> Node? {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .digits(1 << UInt16(byte - 0x30))
            case UInt8(ascii: "\\"):
                guard index < bytes.count, bytes[index] == UInt8(ascii: "d") else { return nil }
                index += 1
                return .digits(Self.anyDigit)
            case UInt8(ascii: "["):
                return parseSet()
            case UInt8(ascii: "$"):
                return .end
            case UInt8(ascii: "("):
                var capture: Int? = nil
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "?"), bytes[index + 1] == UInt8(ascii: ":") {
                    index += 2
                } else {
                    groupCount += 1
                    capture = groupCount
                }
                guard let inner = parseAlternatives(), index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
                index += 1
                return .group(inner, capture: capture)
            default:
                return nil
            }
        }

        mutating func parseSet() -> Node? {
            var mask: UInt16 = 0
            var negated = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "^") {
                negated = true
                index += 1
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\"), index < bytes.count, bytes[index] == UInt8(ascii: "d") {
                    index += 1
                    mask |= Self.anyDigit
                    continue
                }
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] != UInt8(ascii: "]") {
                    let high = bytes[index + 1]
                    guard high >= byte, high <= 0x39 else { return nil }
                    index += 2
                    for digit in byte...high { mask |= 1 << UInt16(digit - 0x30) }
                } else {
                    mask |= 1 << UInt16(byte - 0x30)
                }
            }
            guard index < bytes.count else { return nil }
            index += 1
            return .digits(negated ? ~mask & Self.anyDigit : mask)
        }

        mutating func parseQuantifier(_ atom: Node) -> Node? {
            guard index < bytes.count else { return atom }
            switch bytes[index] {
            case UInt8(ascii: "?"): index += 1; return .repeated(atom, minimum: 0, maximum: 1)
            case UInt8(ascii: "*"): index += 1; return .repeated(atom, minimum: 0, maximum: nil)
            case UInt8(ascii: "+"): index += 1; return .repeated(atom, minimum: 1, maximum: nil)
            case UInt8(ascii: "{"):
                index += 1
                guard let minimum = number() else { return nil }
                var maximum: Int? = minimum
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    maximum = number()
                    if let maximum, maximum < minimum { return nil }
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { return nil }
                index += 1
                return .repeated(atom, minimum: minimum, maximum: maximum)
            default:
                return atom
            }
        }

        mutating func number() -> Int? {
            var value: Int? = nil
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, (value ?? 0) < 1000 {
                value = (value ?? 0) * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return value
        }
    }

    struct Compiler {
        var ops: [Op] = []

        mutating func emit(_ node: Node) {
            guard ops.count <= PhonePattern.maximumProgramSize else { return }
            switch node {
            case let .digits(mask):
                ops.append(.digits(mask))
            case .end:
                ops.append(.end)
            case let .sequence(items):
                for item in items { emit(item) }
            case let .alternatives(branches):
                var jumps: [Int] = []
                for (offset, branch) in branches.enumerated() {
                    if offset < branches.count - 1 {
                        let split = ops.count
                        ops.append(.split(0, 0))
                        emit(branch)
                        jumps.append(ops.count)
                        ops.append(.jump(0))
                        ops[split] = .split(Int32(split + 1), Int32(ops.count))
                    } else {
                        emit(branch)
                    }
                }
                for jump in jumps { ops[jump] = .jump(Int32(ops.count)) }
            case let .group(inner, capture):
                if let capture { ops.append(.save(Int32(2 * capture - 2))) }
                emit(inner)
                if let capture { ops.append(.save(Int32(2 * capture - 1))) }
            case let .repeated(inner, minimum, maximum):
                for _ in 0..<minimum { emit(inner) }
                if let maximum {
                    // Each optional copy: try it, else skip the rest.
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(ops.count)
                        ops.append(.split(0, 0))
                        emit(inner)
                    }
                    for split in splits { ops[split] = .split(Int32(split + 1), Int32(ops.count)) }
                } else {
                    let loop = ops.count
                    ops.append(.split(0, 0))
                    emit(inner)
                    ops.append(.jump(Int32(loop)))
                    ops[loop] = .split(Int32(loop + 1), Int32(ops.count))
                }
            }
        }
    }
}
