//! Kernels, launch shapes and kernel arguments.

use crate::device::{rt, Device};
use crate::error::{Error, Result};
use crate::memory::{ArgClass, DeviceBuffer, DeviceRepr};
use crate::stream::Stream;
use ferrocuda_ir::{ParamKind, Type};
use ferrocuda_runtime::NamedKernel;
use std::sync::Arc;

/// A grid or block shape: CUDA's `dim3`. Unset dimensions are 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dim3 {
    pub x: u32,
    pub y: u32,
    pub z: u32,
}

impl Dim3 {
    pub const fn new(x: u32, y: u32, z: u32) -> Dim3 {
        Dim3 { x, y, z }
    }
}

impl From<u32> for Dim3 {
    fn from(x: u32) -> Dim3 {
        Dim3::new(x, 1, 1)
    }
}

impl From<(u32, u32)> for Dim3 {
    fn from((x, y): (u32, u32)) -> Dim3 {
        Dim3::new(x, y, 1)
    }
}

impl From<(u32, u32, u32)> for Dim3 {
    fn from((x, y, z): (u32, u32, u32)) -> Dim3 {
        Dim3::new(x, y, z)
    }
}

impl From<[u32; 3]> for Dim3 {
    fn from([x, y, z]: [u32; 3]) -> Dim3 {
        Dim3::new(x, y, z)
    }
}

impl From<Dim3> for [u32; 3] {
    fn from(d: Dim3) -> [u32; 3] {
        [d.x, d.y, d.z]
    }
}

mod sealed {
    pub trait Sealed {}
}

/// A value that can be passed to a kernel parameter: the integer and floating-point
/// primitives, `bool`, [`DeviceBuffer`]s (and references to them: the kernel gets the device
/// pointer) and any [`DeviceRepr`] struct or array (by value).
///
/// Sealed: the set of classes an argument can be checked against is this crate's; extend it
/// for your own types through [`DeviceRepr`].
pub trait KernelArg: sealed::Sealed {
    #[doc(hidden)]
    fn class(&self) -> ArgClass;
    /// The bytes the kernel receives; exactly the parameter's size when the argument fits.
    #[doc(hidden)]
    fn bytes(&self) -> &[u8];
    /// For a device pointer, the class and size of the elements it points to.
    #[doc(hidden)]
    fn pointee(&self) -> Option<(ArgClass, usize)> {
        None
    }
    /// The Rust type, for messages.
    #[doc(hidden)]
    fn type_name(&self) -> &'static str;
}

impl<T: DeviceRepr> sealed::Sealed for T {}
impl<T: DeviceRepr> KernelArg for T {
    fn class(&self) -> ArgClass {
        T::CLASS
    }
    fn bytes(&self) -> &[u8] {
        // SAFETY: `DeviceRepr` types have no padding, so all `size_of::<T>()` bytes of the
        // value are initialised.
        unsafe { std::slice::from_raw_parts((self as *const T).cast(), std::mem::size_of::<T>()) }
    }
    fn type_name(&self) -> &'static str {
        std::any::type_name::<T>()
    }
}

impl sealed::Sealed for bool {}
impl KernelArg for bool {
    fn class(&self) -> ArgClass {
        ArgClass::Int
    }
    fn bytes(&self) -> &[u8] {
        // C's `bool` is one byte holding 0 or 1, as Rust's is.
        if *self {
            &[1]
        } else {
            &[0]
        }
    }
    fn type_name(&self) -> &'static str {
        "bool"
    }
}

impl<T: DeviceRepr> sealed::Sealed for DeviceBuffer<T> {}
impl<T: DeviceRepr> KernelArg for DeviceBuffer<T> {
    fn class(&self) -> ArgClass {
        ArgClass::Pointer
    }
    fn bytes(&self) -> &[u8] {
        self.ptr_bytes()
    }
    fn pointee(&self) -> Option<(ArgClass, usize)> {
        Some((T::CLASS, std::mem::size_of::<T>()))
    }
    fn type_name(&self) -> &'static str {
        std::any::type_name::<DeviceBuffer<T>>()
    }
}

impl<T: DeviceRepr> sealed::Sealed for &DeviceBuffer<T> {}
impl<T: DeviceRepr> KernelArg for &DeviceBuffer<T> {
    fn class(&self) -> ArgClass {
        ArgClass::Pointer
    }
    fn bytes(&self) -> &[u8] {
        (**self).ptr_bytes()
    }
    fn pointee(&self) -> Option<(ArgClass, usize)> {
        (**self).pointee()
    }
    fn type_name(&self) -> &'static str {
        std::any::type_name::<DeviceBuffer<T>>()
    }
}

/// A kernel parameter as the source declares it, for messages and pointer checks.
#[derive(Clone, Debug)]
pub(crate) struct ParamDecl {
    pub name: Option<String>,
    /// The type as written (`const float*`).
    pub ty: String,
    /// For a pointer to a builtin type: the class and size of the pointee.
    pub pointee: Option<(ArgClass, usize)>,
}

/// A kernel of a [`Module`](crate::Module), ready to launch. Cheap to clone.
#[derive(Clone)]
pub struct Kernel {
    inner: Arc<KernelInner>,
}

struct KernelInner {
    device: Device,
    name: String,
    /// The runtime's handle for the kernel.
    func: usize,
    /// The compiled kernel's parameters: what arguments are checked against.
    params: Vec<ParamKind>,
    /// The declared parameters, one per entry of `params`, when known.
    decls: Option<Vec<ParamDecl>>,
    static_shared: usize,
    launch_bound: Option<u32>,
}

impl std::fmt::Debug for Kernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kernel")
            .field("name", &self.inner.name)
            .field("params", &self.inner.params)
            .finish()
    }
}

/// What a parameter of kind `p` accepts, in words.
fn expected(p: &ParamKind, decl: Option<&ParamDecl>) -> String {
    match p {
        ParamKind::Scalar(Type::Ptr) => match decl.and_then(|d| d.pointee) {
            Some((ArgClass::Float, n)) => format!("a device buffer of {n}-byte floats"),
            Some((_, n)) => format!("a device buffer of {n}-byte integers"),
            None => "a device buffer".to_string(),
        },
        ParamKind::Scalar(t @ (Type::F32 | Type::F64)) => format!("a {}-byte float", t.bytes()),
        ParamKind::Scalar(t) => format!("a {}-byte integer", t.bytes()),
        ParamKind::Aggregate { size, .. } => format!("a {size}-byte struct"),
    }
}

/// Whether `arg` may be passed for a parameter of kind `p`: same size, and the same class
/// unless the argument is a struct (whose layout its `DeviceRepr` impl vouches for).
fn fits(p: &ParamKind, decl: Option<&ParamDecl>, arg: &dyn KernelArg) -> bool {
    let size = p.size_align().0 as usize;
    if arg.bytes().len() != size {
        return false;
    }
    match (p, arg.class()) {
        (_, ArgClass::Struct) => true,
        (ParamKind::Scalar(Type::Ptr), ArgClass::Pointer) => {
            // A `float*` takes a buffer of 4-byte floats; other pointees are not checked.
            match (decl.and_then(|d| d.pointee), arg.pointee()) {
                (Some((want_class, want_size)), Some((class, size))) => {
                    size == want_size && (class == want_class || class == ArgClass::Struct)
                }
                _ => true,
            }
        }
        (ParamKind::Scalar(Type::F32 | Type::F64), ArgClass::Float) => true,
        (ParamKind::Scalar(Type::Ptr | Type::F32 | Type::F64), _) => false,
        (ParamKind::Scalar(_), ArgClass::Int) => true,
        _ => false,
    }
}

impl Kernel {
    pub(crate) fn new(
        device: Device,
        name: String,
        nk: NamedKernel,
        decls: Option<Vec<ParamDecl>>,
    ) -> Kernel {
        Kernel {
            inner: Arc::new(KernelInner {
                device,
                name,
                func: nk.func,
                params: nk.info.params,
                decls,
                static_shared: nk.info.static_shared,
                launch_bound: nk.info.launch_bound,
            }),
        }
    }

    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.inner.name
    }

    /// The device the kernel was compiled for.
    pub fn device(&self) -> Device {
        self.inner.device
    }

    /// How many arguments a launch must pass.
    pub fn param_count(&self) -> usize {
        self.inner.params.len()
    }

    /// Bytes of statically declared `__shared__` memory each block uses.
    pub fn static_shared_bytes(&self) -> usize {
        self.inner.static_shared
    }

    /// The most threads per block `__launch_bounds__` allows, when the kernel declares it.
    pub fn launch_bound(&self) -> Option<u32> {
        self.inner.launch_bound
    }

    /// `argument 2 (`int n`)`: how messages name a parameter.
    fn describe_param(&self, i: usize) -> String {
        match self.inner.decls.as_ref().and_then(|d| d.get(i)) {
            Some(ParamDecl {
                name: Some(n), ty, ..
            }) => format!("argument {} (`{ty} {n}`)", i + 1),
            Some(ParamDecl { ty, .. }) => format!("argument {} (`{ty}`)", i + 1),
            None => format!("argument {}", i + 1),
        }
    }

    /// The parameter list as declared, for messages.
    fn signature(&self) -> String {
        match &self.inner.decls {
            Some(d) => d
                .iter()
                .map(|p| match &p.name {
                    Some(n) => format!("{} {n}", p.ty),
                    None => p.ty.clone(),
                })
                .collect::<Vec<_>>()
                .join(", "),
            None => format!("{} parameters", self.inner.params.len()),
        }
    }

    /// Checks the arguments of a launch against the kernel's parameters.
    fn check_args(&self, args: &[&dyn KernelArg]) -> Result<()> {
        let k = &self.inner;
        if args.len() != k.params.len() {
            return Err(Error::InvalidArgument(format!(
                "kernel `{}({})` takes {} argument{}, {} given",
                k.name,
                self.signature(),
                k.params.len(),
                if k.params.len() == 1 { "" } else { "s" },
                args.len()
            )));
        }
        for (i, (p, arg)) in k.params.iter().zip(args).enumerate() {
            let decl = k.decls.as_ref().and_then(|d| d.get(i));
            if !fits(p, decl, *arg) {
                let got = match arg.pointee() {
                    Some((_, n)) => format!("`{}` ({n}-byte elements)", arg.type_name()),
                    None => format!("`{}` ({} bytes)", arg.type_name(), arg.bytes().len()),
                };
                return Err(Error::InvalidArgument(format!(
                    "kernel `{}`, {}: expected {}, got {got}",
                    k.name,
                    self.describe_param(i),
                    expected(p, decl)
                )));
            }
        }
        Ok(())
    }

    /// Launches the kernel on `stream` with a grid of `grid` blocks of `block` threads,
    /// `shared_bytes` bytes of dynamic (`extern __shared__`) shared memory per block, and
    /// `args`, one per parameter.
    ///
    /// The launch is asynchronous: it returns once the kernel is queued. Errors found before
    /// queueing are returned here: arguments that do not match the parameters
    /// ([`Error::InvalidArgument`], naming the parameter), a shape beyond the device's limits
    /// or too much shared memory (`cudaErrorInvalidValue`), a block too large for the kernel
    /// (`cudaErrorLaunchOutOfResources`). A fault while the kernel runs is reported by the next
    /// synchronising call ([`Stream::synchronize`], [`Device::synchronize`], a copy to the
    /// host), as on a GPU.
    ///
    /// Launching is safe: a kernel reaches only device memory, which host code never accesses
    /// other than by copies through the runtime. On the CPU backend every device access is
    /// checked against the device's address range, so a faulty kernel yields
    /// `cudaErrorIllegalAddress`, never a write to host memory.
    pub fn launch(
        &self,
        stream: &Stream,
        grid: impl Into<Dim3>,
        block: impl Into<Dim3>,
        shared_bytes: usize,
        args: &[&dyn KernelArg],
    ) -> Result<()> {
        if stream.device() != self.inner.device {
            return Err(Error::InvalidArgument(format!(
                "kernel `{}` belongs to device {}, the stream to device {}",
                self.inner.name,
                self.inner.device.ordinal(),
                stream.device().ordinal()
            )));
        }
        self.check_args(args)?;
        let slices: Vec<&[u8]> = args.iter().map(|a| a.bytes()).collect();
        self.inner.device.make_current()?;
        rt().launch_kernel_slices(
            self.inner.func,
            grid.into().into(),
            block.into().into(),
            &slices,
            shared_bytes,
            stream.handle(),
        )?;
        Ok(())
    }
}

/// Launches a kernel with CUDA-like brevity:
///
/// ```text
/// launch!(kernel[grid, block](args...))                        // default stream
/// launch!(kernel[grid, block, shared_bytes](args...))          // default stream
/// launch!(kernel[grid, block, shared_bytes, &stream](args...))
/// ```
///
/// `kernel` is a [`Kernel`] variable; each argument is an expression whose value is borrowed
/// (write `buf`, not `&buf`, though both work for buffers). Expands to a call of
/// [`Kernel::launch`] and evaluates to its `Result`.
#[macro_export]
macro_rules! launch {
    ($kernel:ident [$grid:expr, $block:expr] ($($arg:expr),* $(,)?)) => {
        $crate::launch!($kernel[$grid, $block, 0usize, &$kernel.device().default_stream()]($($arg),*))
    };
    ($kernel:ident [$grid:expr, $block:expr, $shared:expr] ($($arg:expr),* $(,)?)) => {
        $crate::launch!($kernel[$grid, $block, $shared, &$kernel.device().default_stream()]($($arg),*))
    };
    ($kernel:ident [$grid:expr, $block:expr, $shared:expr, $stream:expr] ($($arg:expr),* $(,)?)) => {
        $kernel.launch($stream, $grid, $block, $shared, &[$(&$arg as &dyn $crate::KernelArg),*])
    };
}
