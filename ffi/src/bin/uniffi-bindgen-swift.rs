//! uniffi's Swift generator, which also writes the C header and the module map the iOS package
//! needs: `uniffi-bindgen-swift --swift-sources --headers --modulemap LIBRARY OUT_DIR`.
//! Built only with the `bindgen` feature (see `scripts/gen-bindings.sh`).

fn main() {
    uniffi::uniffi_bindgen_swift();
}
