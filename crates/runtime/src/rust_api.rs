//! What the Rust API (crate `ferrocuda`) and the C library's driver API need beyond CUDA's
//! runtime API: device images registered while the program runs (compiled from source, as
//! NVRTC does, or loaded from a file, as `cuModuleLoad` does), and kernels and variables looked
//! up by name, kernels with their parameter lists so that arguments can be checked before a
//! launch.
//!
//! Both go through the registry the C layer uses, so a kernel found here is launched by
//! [`Runtime::launch_kernel_slices`] exactly as a `<<<...>>>` launch is: same validation, same
//! streams, same sticky faults.
//!
//! Module keys and kernel handles are the addresses of small allocations that are never freed,
//! as the C layer's module keys are: the registry and the per-context module cache are keyed by
//! them for the rest of the process, so a key must never be reused, and an address that stays
//! allocated can neither be reused nor collide with a key the C layer chose.

use crate::abi::CudaError;
use crate::backend::{KernelError, KernelInfo, ModuleKernel};
use crate::context::{Context, Runtime};
use crate::error::CudaResult;

/// A kernel of a module registered with [`Runtime::register_image`], ready to launch.
#[derive(Clone, Debug)]
pub struct NamedKernel {
    /// The handle to launch it with (what `cudaLaunchKernel` calls `func`).
    pub func: usize,
    /// Its name in the module, whatever name found it (see [`ModuleKernel`]).
    pub name: String,
    /// The name CUDA's tools give it ([`ModuleKernel::symbol`]).
    pub symbol: String,
    /// The kernel's parameters and resource use on this device.
    pub info: KernelInfo,
}

/// Why [`Runtime::kernel_by_name`] found no kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelLookupError {
    /// A CUDA error: the module cannot be loaded (`cudaErrorInvalidKernelImage`, explained on
    /// stderr), an unknown module key (`cudaErrorInvalidResourceHandle`), a sticky fault.
    Cuda(CudaError),
    /// The module has no kernel of that name (templated kernels have none until instantiated).
    NotFound,
    /// The backend cannot compile the kernel; the text says why.
    Compile(String),
}

/// A key no other registration uses, now or later (see the module documentation).
fn fresh_key() -> usize {
    Box::leak(Box::new(0u8)) as *mut u8 as usize
}

impl Runtime {
    /// Registers a device image made at run time (by `ferrocuda_frontend::compile`) and
    /// returns its module key. Nothing is loaded until a kernel of it is looked up; the image
    /// stays registered for the rest of the process (there is no unloading yet).
    pub fn register_image(&self, image: &[u8]) -> usize {
        let key = fresh_key();
        self.register_module(key, image);
        key
    }

    /// Looks up the kernel `name` of the module registered under `module` (the instance for
    /// `template_args`, written as a launch writes them, of a templated one): loads the module
    /// on the device (once per context), compiles the kernel and returns a fresh handle with
    /// its parameters. Each call registers a new handle, so callers should keep the result
    /// rather than look a kernel up per launch.
    pub fn kernel_by_name(
        &self,
        module: usize,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<NamedKernel, KernelLookupError> {
        // A kernel's name as CUDA's tools give it (`_Z6kernelPfi`) stands for its name in the
        // module.
        let by_symbol = match template_args {
            Some(_) => None,
            None => self.module_kernels(module).ok().and_then(|kernels| {
                let found = kernels.into_iter().find(|k| k.symbol == name)?;
                Some(found.name)
            }),
        };
        let name = by_symbol.as_deref().unwrap_or(name);
        let func = fresh_key();
        if !self.register_function(module, func, name, template_args) {
            self.record_error(CudaError::InvalidResourceHandle);
            return Err(KernelLookupError::Cuda(CudaError::InvalidResourceHandle));
        }
        // The backend's reason is richer than the CUDA code the call records.
        let mut why = None;
        let r = self.call(|ctx| {
            let entry = self
                .registry
                .kernel(func)
                .ok_or(CudaError::InvalidDeviceFunction)?;
            let loaded = self.loaded_module(ctx, &entry.module)?;
            let kernel = loaded.kernel(name, template_args).map_err(|e| match e {
                KernelError::NotFound => {
                    why = Some(KernelLookupError::NotFound);
                    CudaError::InvalidDeviceFunction
                }
                KernelError::Compile(msg) => {
                    why = Some(KernelLookupError::Compile(msg));
                    CudaError::InvalidPtx
                }
            })?;
            // What CUDA's tools call it (an instance made just now is listed now).
            let name = kernel.name().to_string();
            let symbol = loaded
                .kernels()
                .into_iter()
                .find(|k| k.name == name)
                .map_or_else(|| name.clone(), |k| k.symbol);
            Ok((kernel.info().clone(), name, symbol))
        });
        match r {
            Ok((info, name, symbol)) => Ok(NamedKernel {
                func,
                name,
                symbol,
                info,
            }),
            Err(e) => Err(why.unwrap_or(KernelLookupError::Cuda(e))),
        }
    }

    /// The kernels of the module registered under `module`, which is loaded if it was not
    /// (`cuModuleEnumerateFunctions`, `cuLibraryEnumerateKernels`).
    pub fn module_kernels(&self, module: usize) -> CudaResult<Vec<ModuleKernel>> {
        let image = self
            .registry
            .module(module)
            .ok_or(CudaError::InvalidResourceHandle)?;
        self.call(|ctx| Ok(self.loaded_module(ctx, &image)?.kernels()))
    }

    /// The module key of the kernel `func` a host program registered (what a library handle
    /// of its kernel is, `cuKernelGetLibrary`).
    pub fn kernel_module(&self, func: usize) -> CudaResult<usize> {
        let entry = self
            .registry
            .kernel(func)
            .ok_or(CudaError::InvalidResourceHandle)?;
        Ok(entry.module.key)
    }

    /// The device address and size of the variable `name` of the module registered under
    /// `module` (`cuModuleGetGlobal`): `cudaErrorInvalidSymbol` when the module has none of
    /// that name.
    pub fn variable_by_name(&self, module: usize, name: &str) -> CudaResult<(u64, usize)> {
        self.call(|ctx| self.module_variable(ctx, module, name))
    }

    /// [`Runtime::variable_by_name`] in context `ctx`.
    pub(crate) fn module_variable(
        &self,
        ctx: &Context,
        module: usize,
        name: &str,
    ) -> CudaResult<(u64, usize)> {
        let image = self
            .registry
            .module(module)
            .ok_or(CudaError::InvalidResourceHandle)?;
        let loaded = self.loaded_module(ctx, &image)?;
        match loaded.variable(name, None) {
            Ok(Some(found)) => Ok(found),
            Ok(None) | Err(_) => Err(CudaError::InvalidSymbol),
        }
    }
}
