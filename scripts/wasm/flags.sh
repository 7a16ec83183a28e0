# The compiler and optimiser flags of the WebAssembly build, sourced by scripts/build-wasm.sh and
# scripts/wasm-floor.sh so that both build the same way. LLVM's inliner is off (docs/decisions.md: size over a few
# percent of speed); Swift's own inlining and specialisation still run.
wasm_swift_flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
                  -Xllvm -inline-threshold=0 -parse-as-library -Xfrontend -disable-stack-protector -swift-version 6
                  -package-name TextInputKit)
wasm_opt_flags=(-Oz --strip-debug --strip-producers --enable-bulk-memory --enable-sign-ext --enable-mutable-globals
                --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types)
