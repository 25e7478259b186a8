//! Typed device memory.

use crate::device::{rt, Device};
use crate::error::{Error, Result};
use crate::stream::Stream;
use ferrocuda_runtime::abi::{CudaError, MemcpyKind};
use std::marker::PhantomData;

/// Types whose values can be copied to and from device memory and passed to kernels as bytes.
///
/// Implemented for the integer and floating-point primitives and for arrays of `DeviceRepr`
/// types. Implement it for your own `#[repr(C)]` structs to keep them in a [`DeviceBuffer`] or
/// pass them to a kernel by value:
///
/// ```
/// #[repr(C)]
/// #[derive(Clone, Copy)]
/// struct Particle {
///     pos: [f32; 3],
///     mass: f32,
/// }
/// // SAFETY: `repr(C)`, no padding, every field valid for any bit pattern.
/// unsafe impl ferrocuda::DeviceRepr for Particle {}
/// ```
///
/// # Safety
///
/// Implementing this promises that the type
/// - has a defined layout matching the CUDA C type the kernel uses (`#[repr(C)]` or
///   `#[repr(transparent)]`), since its bytes are what the kernel sees;
/// - has **no padding bytes** (add explicit fields for the gaps): arguments are read as bytes,
///   and padding is uninitialised memory;
/// - is valid for **any bit pattern** (no `bool`, `char`, enums, references or `NonZero*`),
///   since a kernel may write anything into memory that is then read back as `Self`.
pub unsafe trait DeviceRepr: Copy + Send + Sync + 'static {
    /// How a kernel parameter of this type is classified when arguments are checked. Only
    /// this crate's own implementations override it; yours are structs.
    #[doc(hidden)]
    const CLASS: ArgClass = ArgClass::Struct;
}

/// What kind of value a kernel argument is, for checking it against the kernel's parameter.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgClass {
    /// An integer (`int`, `unsigned`, `long long`, `size_t`, `char`, an enum).
    Int,
    /// `float` or `double`.
    Float,
    /// A pointer to device memory.
    Pointer,
    /// Bytes with a layout the caller vouched for; matches any parameter of the same size.
    Struct,
}

macro_rules! device_repr {
    ($class:ident: $($t:ty),*) => {
        $(
            // SAFETY: primitives have no padding and every bit pattern is a value.
            unsafe impl DeviceRepr for $t {
                const CLASS: ArgClass = ArgClass::$class;
            }
        )*
    };
}

device_repr!(Int: i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);
device_repr!(Float: f32, f64);

// SAFETY: an array of such values has no padding between elements and is valid for any bit
// pattern when its elements are.
unsafe impl<T: DeviceRepr, const N: usize> DeviceRepr for [T; N] {}

/// `len` values of `T` in device memory.
///
/// Invariants: `ptr` is the start of a live device allocation of at least
/// `len * size_of::<T>()` bytes made on `device`, owned by this buffer and freed when it is
/// dropped (`ptr` is 0 when that size is 0). Host code never touches the memory directly: every
/// access is a copy through the runtime, which is why a kernel writing to the buffer while the
/// host holds a `&DeviceBuffer` is not a data race in the Rust sense.
pub struct DeviceBuffer<T: DeviceRepr> {
    device: Device,
    ptr: u64,
    len: usize,
    _marker: PhantomData<T>,
}

impl<T: DeviceRepr> std::fmt::Debug for DeviceBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceBuffer")
            .field("device", &self.device.ordinal())
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .field("type", &std::any::type_name::<T>())
            .finish()
    }
}

/// Checks that a host slice and a buffer hold the same number of elements.
fn same_len(what: &str, buffer: usize, slice: usize) -> Result<()> {
    if buffer == slice {
        Ok(())
    } else {
        Err(Error::InvalidArgument(format!(
            "{what}: the device buffer holds {buffer} elements, the host slice {slice}"
        )))
    }
}

impl<T: DeviceRepr> DeviceBuffer<T> {
    pub(crate) fn new(device: Device, len: usize) -> Result<DeviceBuffer<T>> {
        let bytes = len
            .checked_mul(std::mem::size_of::<T>())
            .ok_or(Error::Cuda(CudaError::MemoryAllocation))?;
        device.make_current()?;
        // `cudaMalloc(0)` yields a null pointer, which is what a zero-sized buffer keeps.
        let ptr = rt().malloc(bytes)?;
        Ok(DeviceBuffer {
            device,
            ptr,
            len,
            _marker: PhantomData,
        })
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The size in bytes.
    pub fn size_in_bytes(&self) -> usize {
        self.len * std::mem::size_of::<T>()
    }

    /// The device the buffer lives on.
    pub fn device(&self) -> Device {
        self.device
    }

    /// The device address of the first element, for passing to CUDA C code of the same
    /// process (0 for an empty buffer). The buffer keeps ownership.
    pub fn device_ptr(&self) -> u64 {
        self.ptr
    }

    /// The device pointer as the bytes a kernel parameter of pointer type receives.
    pub(crate) fn ptr_bytes(&self) -> &[u8] {
        // SAFETY: a `u64` is 8 initialised bytes, as a device pointer parameter is.
        unsafe { std::slice::from_raw_parts((&self.ptr as *const u64).cast(), 8) }
    }

    /// Copies `src` into the buffer; `src.len()` must equal [`len`](Self::len). Returns when
    /// the copy is done (after the work already issued to the default stream).
    pub fn copy_from(&self, src: &[T]) -> Result<()> {
        same_len("copy_from", self.len, src.len())?;
        // SAFETY: `src` is readable for the buffer's size in bytes (same length, same type)
        // and stays borrowed until the blocking copy returns.
        unsafe {
            self.copy_bytes(
                self.ptr,
                src.as_ptr() as u64,
                MemcpyKind::HOST_TO_DEVICE,
                None,
            )
        }
    }

    /// Copies the buffer into `dst`; `dst.len()` must equal [`len`](Self::len). Returns when
    /// the copy is done, which waits for the work issued to the default stream (and so for
    /// every blocking stream): like `cudaMemcpy`, this is a synchronisation point that reports
    /// a kernel fault.
    pub fn copy_to(&self, dst: &mut [T]) -> Result<()> {
        same_len("copy_to", self.len, dst.len())?;
        // SAFETY: `dst` is writable for the buffer's size in bytes and stays borrowed until the
        // blocking copy returns; any bytes written are a valid `T` (`DeviceRepr`).
        unsafe {
            self.copy_bytes(
                dst.as_mut_ptr() as u64,
                self.ptr,
                MemcpyKind::DEVICE_TO_HOST,
                None,
            )
        }
    }

    /// Copies the buffer into a new vector (see [`copy_to`](Self::copy_to)).
    pub fn to_vec(&self) -> Result<Vec<T>> {
        let mut v: Vec<T> = Vec::with_capacity(self.len);
        // SAFETY: the vector has capacity for `len` elements, which the blocking copy fills
        // completely before it returns.
        unsafe {
            self.copy_bytes(
                v.as_mut_ptr() as u64,
                self.ptr,
                MemcpyKind::DEVICE_TO_HOST,
                None,
            )
        }?;
        // SAFETY: every element was written by the copy (or `T` is zero-sized, or `len` is 0),
        // and any bytes are a valid `T` (`DeviceRepr`).
        unsafe { v.set_len(self.len) };
        Ok(v)
    }

    /// Copies another buffer of the same length into this one, in order on the default
    /// stream (like `cudaMemcpy` between device pointers, this returns once issued).
    pub fn copy_from_buffer(&self, src: &DeviceBuffer<T>) -> Result<()> {
        if self.len != src.len {
            return Err(Error::InvalidArgument(format!(
                "copy_from_buffer: the destination holds {} elements, the source {}",
                self.len, src.len
            )));
        }
        // SAFETY: both sides are device memory, which the runtime checks.
        unsafe { self.copy_bytes(self.ptr, src.ptr, MemcpyKind::DEVICE_TO_DEVICE, None) }
    }

    /// Copies `src` into the buffer in order on `stream`. The runtime takes a copy of `src`
    /// before returning (as CUDA stages copies from pageable memory), so the slice may be
    /// reused at once; the device memory changes when the stream gets to the copy.
    pub fn copy_from_async(&self, src: &[T], stream: &Stream) -> Result<()> {
        same_len("copy_from_async", self.len, src.len())?;
        // SAFETY: `src` is readable for the size; the runtime stages pageable sources before
        // returning, so it need not outlive this call.
        unsafe {
            let src = src.as_ptr() as u64;
            self.copy_bytes(self.ptr, src, MemcpyKind::HOST_TO_DEVICE, Some(stream))
        }
    }

    /// Copies the buffer into `dst` in order on `stream`: waits for the work issued to
    /// `stream` before it (only), then for the copy, since `dst` is ordinary (pageable) host
    /// memory that the runtime must have written before the borrow ends.
    pub fn copy_to_async(&self, dst: &mut [T], stream: &Stream) -> Result<()> {
        same_len("copy_to_async", self.len, dst.len())?;
        // SAFETY: `dst` is writable for the size; the runtime waits for copies into pageable
        // memory before returning, so the borrow covers the whole copy.
        unsafe {
            let dst = dst.as_mut_ptr() as u64;
            self.copy_bytes(dst, self.ptr, MemcpyKind::DEVICE_TO_HOST, Some(stream))
        }
    }

    /// Copies the buffer's size in bytes from `src` to `dst` (one of them this buffer), as
    /// `cudaMemcpy` does, or in order on `stream` as `cudaMemcpyAsync` does.
    ///
    /// # Safety
    /// The host side must be valid for the buffer's size in bytes for as long as the runtime
    /// uses it (see each caller).
    unsafe fn copy_bytes(
        &self,
        dst: u64,
        src: u64,
        kind: MemcpyKind,
        stream: Option<&Stream>,
    ) -> Result<()> {
        let size = self.size_in_bytes();
        if size == 0 {
            return Ok(());
        }
        self.device.make_current()?;
        // SAFETY: forwarded from the caller.
        unsafe {
            match stream {
                None => rt().memcpy(dst, src, size, kind.0),
                Some(s) => rt().memcpy_async(dst, src, size, kind.0, s.handle()),
            }
        }?;
        Ok(())
    }

    /// Sets every byte of the buffer to zero, in order on the default stream.
    pub fn fill_zero(&self) -> Result<()> {
        if self.size_in_bytes() == 0 {
            return Ok(());
        }
        self.device.make_current()?;
        rt().memset(self.ptr, 0, self.size_in_bytes(), None)?;
        Ok(())
    }
}

impl<T: DeviceRepr> Drop for DeviceBuffer<T> {
    fn drop(&mut self) {
        if self.ptr != 0 {
            // `cudaFree` waits for the device to be idle first, so no kernel still in flight
            // can write to memory that is handed out again. A failure (a sticky fault has
            // poisoned the context) leaves nothing to recover: the memory is gone with it.
            let _ = self.device.make_current();
            let _ = rt().free(self.ptr);
        }
    }
}
