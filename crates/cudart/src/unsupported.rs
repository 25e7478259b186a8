//! Entry points the headers declare whose features the runtime does not provide yet: surface
//! references. Each one exists (so that
//! programs link), says once on stderr that it is missing, and fails with
//! `cudaErrorNotSupported`. `cudaCreateChannelDesc` needs no device and works.

use crate::guard;
use ferrocuda_runtime::abi::{
    ChannelFormatDesc, ChannelFormatKind, CudaArray, CudaError, SurfaceReference,
};
use ferrocuda_runtime::CudaResult;
use std::collections::HashSet;
use std::ffi::c_int;
use std::sync::Mutex;

fn unsupported(name: &'static str) -> CudaResult<()> {
    static SAID: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);
    let first = SAID
        .lock()
        .map(|mut s| s.get_or_insert_with(HashSet::new).insert(name))
        .unwrap_or(false);
    if first {
        eprintln!("ferrocuda: {name} is not supported yet");
    }
    Err(CudaError::NotSupported)
}

/// Defines exports that only report that they are not supported.
macro_rules! not_supported {
    ($( fn $name:ident( $($arg:ident: $ty:ty),* $(,)? ); )*) => {
        $(
            #[no_mangle]
            pub extern "C" fn $name($(_: $ty),*) -> CudaError {
                guard(|| unsupported(stringify!($name)))
            }
        )*
    };
}

not_supported! {
    fn cudaBindSurfaceToArray(surfref: *const SurfaceReference, array: CudaArray, desc: *const ChannelFormatDesc);

}

/// `cudaCreateChannelDesc`: a plain constructor.
#[no_mangle]
pub extern "C" fn cudaCreateChannelDesc(
    x: c_int,
    y: c_int,
    z: c_int,
    w: c_int,
    f: ChannelFormatKind,
) -> ChannelFormatDesc {
    ChannelFormatDesc { x, y, z, w, f }
}
