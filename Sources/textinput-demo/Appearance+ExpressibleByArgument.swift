import ArgumentParser
import Foundation
import Glibc
import TextInputCore
import TextInputDriver
import TextInputTerminal

extension Appearance: ExpressibleByArgument {}
