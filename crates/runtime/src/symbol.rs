//! Device images and variables on the device: loading modules on first use, resolving host
//! shadows to device addresses, and keeping `__managed__` variables' host shadows coherent.
//!
//! A `__managed__` variable is one object in CUDA, reachable from host and device. Here the
//! host program reads and writes its host shadow while kernels use the device copy, so the
//! runtime keeps the two in step the way CUDA's first unified-memory implementation did: at each
//! launch, a shadow the host changed since the last synchronisation is copied to the device
//! (in stream order, before the kernel); at each synchronisation point the device copy is copied
//! back into the shadow. A program that follows CUDA's rules (no host access to managed data
//! while kernels may use it) sees one coherent variable.

use crate::abi::CudaError;
use crate::backend::{CopyDirection, Kernel, KernelError, LoadedModule};
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::registry::ModuleImage;
use crate::stream::StreamObj;
use ferrocuda_ir::link::internal_name;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

#[derive(Default)]
pub(crate) struct SymbolState {
    /// Host shadow → (device address, usable size), filled on first use.
    resolved: Mutex<HashMap<usize, (u64, usize)>>,
    managed: Mutex<Vec<ManagedVar>>,
    /// Whether `managed` is not empty: asked before every launch, without the lock.
    has_managed: AtomicBool,
}

struct ManagedVar {
    shadow: usize,
    device: u64,
    size: usize,
    /// The bytes host and device agreed on at the last synchronisation.
    agreed: Vec<u8>,
}

impl SymbolState {
    pub fn clear(&self) {
        self.resolved
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
        self.managed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
        self.has_managed.store(false, Ordering::Release);
    }

    /// Brings managed variables' host shadows and device copies together. Called at
    /// synchronisation points, after the device work waited for is done: whichever side changed
    /// since the last agreement wins (the device, if both did, as its write is the later one
    /// in any program that synchronises correctly).
    pub fn pull_managed(&self, ctx: &Context) {
        if !self.has_managed.load(Ordering::Acquire) {
            return;
        }
        let mut managed = self.managed.lock().unwrap_or_else(|e| e.into_inner());
        for m in managed.iter_mut() {
            let mut dev = vec![0u8; m.size];
            // SAFETY: `device` is a module variable of `size` bytes; `dev` holds `size` bytes;
            // the shadow is the registered host object of at least `size` bytes.
            unsafe {
                ctx.backend.copy(
                    dev.as_mut_ptr() as u64,
                    m.device,
                    m.size,
                    CopyDirection::DeviceToHost,
                );
                let host = std::slice::from_raw_parts(m.shadow as *const u8, m.size);
                if dev == m.agreed && host != m.agreed.as_slice() {
                    ctx.backend.copy(
                        m.device,
                        m.shadow as u64,
                        m.size,
                        CopyDirection::HostToDevice,
                    );
                    m.agreed = host.to_vec();
                    continue;
                }
                std::ptr::copy_nonoverlapping(dev.as_ptr(), m.shadow as *mut u8, m.size);
            }
            m.agreed = dev;
        }
    }

    /// Issues, before a launch on `stream`, copies of the managed variables whose host shadows
    /// the program changed since the last synchronisation.
    pub fn push_managed(&self, ctx: &Arc<Context>, stream: &Arc<StreamObj>) {
        if !self.has_managed.load(Ordering::Acquire) {
            return;
        }
        let mut managed = self.managed.lock().unwrap_or_else(|e| e.into_inner());
        for m in managed.iter_mut() {
            // SAFETY: the shadow is the registered host object of at least `size` bytes.
            let host =
                unsafe { std::slice::from_raw_parts(m.shadow as *const u8, m.size) }.to_vec();
            if host == m.agreed {
                continue;
            }
            m.agreed = host.clone();
            let (c, dev, size) = (ctx.clone(), m.device, m.size);
            ctx.streams.enqueue(
                stream,
                vec![],
                Box::new(move || {
                    // SAFETY: `dev` is a module variable of `size` bytes; `host` holds them.
                    unsafe {
                        c.backend
                            .copy(dev, host.as_ptr() as u64, size, CopyDirection::HostToDevice)
                    };
                }),
            );
        }
    }
}

impl Runtime {
    /// The module loaded from `image`, loading it on first use. A failure is explained on
    /// stderr once and reported as `cudaErrorInvalidKernelImage` from then on; an image built
    /// only for other GPUs (`-arch`) is `cudaErrorNoKernelImageForDevice`, as CUDA's fat binary
    /// without code for the device is.
    pub(crate) fn loaded_module(
        &self,
        ctx: &Context,
        image: &Arc<ModuleImage>,
    ) -> CudaResult<Arc<dyn LoadedModule>> {
        let device = ctx.props.major * 10 + ctx.props.minor;
        if !ferrocuda_frontend::image::runs_on(&image.image, device) {
            return Err(CudaError::NoKernelImageForDevice);
        }
        let cell = ctx
            .modules
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(image.key)
            .or_insert_with(|| Arc::new(OnceLock::new()))
            .clone();
        let mut fresh = false;
        let r = cell.get_or_init(|| {
            fresh = true;
            match image.member {
                // Relocatable device code: this file's part of the program's linked module,
                // which explains its own failure.
                Some(member) => self
                    .loaded_module(ctx, &self.registry.linked_image())
                    .map(|linked| {
                        Arc::new(MemberModule { linked, member }) as Arc<dyn LoadedModule>
                    })
                    .map_err(|_| String::new()),
                None => ctx
                    .backend
                    .load_module(&image.image)
                    .map(Arc::from)
                    .inspect_err(|msg| {
                        eprintln!("ferrocuda: cannot load device code: {}", msg.trim_end());
                    }),
            }
        });
        let module = r.clone().map_err(|_| CudaError::InvalidKernelImage)?;
        if fresh {
            self.adopt_managed(ctx, image, &*module);
        }
        Ok(module)
    }

    /// Starts tracking the managed variables of a module that was just loaded.
    fn adopt_managed(&self, ctx: &Context, image: &ModuleImage, module: &dyn LoadedModule) {
        for v in self.registry.managed_vars_of(image.key) {
            let Some((device, dev_size)) = module.variable(&v.name) else {
                continue;
            };
            let size = v.size.min(dev_size);
            let mut agreed = vec![0u8; size];
            // SAFETY: `device` is a module variable of at least `size` bytes.
            unsafe {
                ctx.backend.copy(
                    agreed.as_mut_ptr() as u64,
                    device,
                    size,
                    CopyDirection::DeviceToHost,
                )
            };
            let mut managed = ctx
                .symbols
                .managed
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            managed.push(ManagedVar {
                shadow: v.shadow,
                device,
                size,
                agreed,
            });
            ctx.symbols.has_managed.store(true, Ordering::Release);
        }
    }

    /// The device address and size of the variable whose host shadow is at `shadow`.
    pub(crate) fn resolve_var(&self, ctx: &Context, shadow: usize) -> CudaResult<(u64, usize)> {
        if let Some(&r) = ctx
            .symbols
            .resolved
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&shadow)
        {
            return Ok(r);
        }
        let var = self.registry.var(shadow).ok_or(CudaError::InvalidSymbol)?;
        let module = self.loaded_module(ctx, &var.module)?;
        let Some((addr, dev_size)) = module.variable(&var.name) else {
            eprintln!(
                "ferrocuda: device variable '{}' is missing from its device image",
                var.name
            );
            return Err(CudaError::InvalidSymbol);
        };
        // Never let a copy run past the device object, whatever the host believes its size is.
        let r = (addr, var.size.min(dev_size));
        ctx.symbols
            .resolved
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(shadow, r);
        Ok(r)
    }

    /// `cudaGetSymbolAddress`.
    pub fn symbol_address(&self, symbol: usize) -> CudaResult<u64> {
        self.call(|ctx| self.resolve_var(ctx, symbol).map(|(a, _)| a))
    }

    /// `cudaGetSymbolSize`: the size the host registered for the variable.
    pub fn symbol_size(&self, symbol: usize) -> CudaResult<usize> {
        self.call(|ctx| {
            let var = self.registry.var(symbol).ok_or(CudaError::InvalidSymbol)?;
            self.resolve_var(ctx, symbol)?;
            Ok(var.size)
        })
    }

    /// Registers a device image under `key` (`__ferrocudaRegisterModule`).
    pub fn register_module(&self, key: usize, image: &[u8]) {
        self.registry.register_module(key, image);
    }

    /// Maps a host stub to a kernel (`__ferrocudaRegisterFunction`). False for an unknown
    /// module key.
    pub fn register_function(
        &self,
        module: usize,
        stub: usize,
        name: &str,
        template_args: Option<&str>,
    ) -> bool {
        self.registry
            .register_function(module, stub, name, template_args)
    }

    /// Maps a host shadow to a device variable (`__ferrocudaRegisterVar`).
    pub fn register_var(
        &self,
        module: usize,
        shadow: usize,
        name: &str,
        size: usize,
        is_constant: bool,
        is_managed: bool,
    ) -> bool {
        self.registry
            .register_var(module, shadow, name, size, is_constant, is_managed)
    }
}

/// One file's view of the program's linked relocatable device code: the names its host code
/// registered are first its own items (which the linker renamed, see
/// `ferrocuda_ir::link::internal_name`), then what the program exports.
struct MemberModule {
    linked: Arc<dyn LoadedModule>,
    member: usize,
}

impl LoadedModule for MemberModule {
    fn kernel(
        &self,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<Arc<dyn Kernel>, KernelError> {
        if template_args.is_some() {
            // The front end finds the file that defines the template.
            return self.linked.kernel(name, template_args);
        }
        match self.linked.kernel(&internal_name(name, self.member), None) {
            Err(KernelError::NotFound) => self.linked.kernel(name, None),
            found => found,
        }
    }

    fn variable(&self, name: &str) -> Option<(u64, usize)> {
        self.linked
            .variable(&internal_name(name, self.member))
            .or_else(|| self.linked.variable(name))
    }
}
