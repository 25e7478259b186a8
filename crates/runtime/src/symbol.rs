//! Device images and variables on the device: loading modules on first use, resolving host
//! shadows to device addresses, and the memory of `__managed__` variables.
//!
//! A `__managed__` variable is one object in CUDA, reachable from host and device at one
//! address. Here it lives in managed memory the runtime allocates when the host program first
//! names it (`__ferrocudaManagedVar`, from the reference the host pass declares in the
//! variable's place), filled from its host shadow, which holds its initial value. Device code
//! reaches it through a slot, a module variable holding its address, which the runtime fills
//! when the module loads. The memory outlives `cudaDeviceReset`, as the host's references to it
//! do.

use crate::abi::flags::MEM_ATTACH_GLOBAL;
use crate::abi::CudaError;
use crate::backend::{CopyDirection, Kernel, KernelError, LoadedModule, MemoryKind};
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::registry::{ModuleImage, VarRegistration, LINKED_IMAGE_KEY};
use ferrocuda_ir::link::internal_name;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

#[derive(Default)]
pub(crate) struct SymbolState {
    /// Host shadow → (device address, usable size), filled on first use.
    resolved: Mutex<HashMap<usize, (u64, usize)>>,
    /// `__managed__` variables: host shadow → (managed memory, size).
    managed: Mutex<HashMap<usize, (u64, usize)>>,
}

impl SymbolState {
    /// Forgets where module variables are (`cudaDeviceReset` unloads the modules).
    pub fn clear(&self) {
        self.resolved
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }

    /// The memory of managed variables, which `cudaDeviceReset` keeps.
    pub fn managed_memory(&self) -> Vec<u64> {
        let managed = self.managed.lock().unwrap_or_else(|e| e.into_inner());
        managed.values().map(|&(memory, _)| memory).collect()
    }

    /// The managed variable whose memory starts at `address`, as (address, size).
    fn managed_at(&self, address: usize) -> Option<(u64, usize)> {
        let managed = self.managed.lock().unwrap_or_else(|e| e.into_inner());
        managed
            .values()
            .find(|&&(memory, _)| memory == address as u64)
            .copied()
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
            // The instances the host program registered (each it names, with its file's
            // records before `main`) are made together, as a build makes them.
            let instances = self.registry.kernel_instances_of(image.key);
            if !instances.is_empty() {
                module.prepare_instances(&instances);
            }
        }
        Ok(module)
    }

    /// Points the managed-variable slots of a module that was just loaded at the variables'
    /// memory.
    fn adopt_managed(&self, ctx: &Context, image: &ModuleImage, module: &dyn LoadedModule) {
        for v in self.registry.managed_vars_of(image.key) {
            let slot = match (image.key, v.module.member) {
                (LINKED_IMAGE_KEY, Some(member)) => {
                    member_variable(module, member, &v.var.name, None)
                }
                _ => module.variable(&v.var.name, None),
            };
            let Ok(Some((slot, 8..))) = slot else {
                continue;
            };
            let memory = managed_variable(ctx, v.shadow, v.var.size).to_le_bytes();
            // SAFETY: `slot` is a module variable of at least 8 bytes; `memory` holds 8.
            unsafe {
                ctx.backend
                    .copy(slot, memory.as_ptr() as u64, 8, CopyDirection::HostToDevice)
            };
        }
    }

    /// `__ferrocudaManagedVar`: the memory of the managed variable whose host shadow, of
    /// `size` bytes, is at `shadow`; the shadow itself where there is no device to allocate
    /// it on (the launches then fail).
    ///
    /// # Safety
    /// `shadow` is a host object of at least `size` bytes.
    pub unsafe fn managed_variable(&self, shadow: usize, size: usize) -> u64 {
        match self.context() {
            Ok(ctx) => managed_variable(ctx, shadow, size),
            Err(_) => shadow as u64,
        }
    }

    /// The device address and size of the variable whose host shadow is at `shadow`.
    /// A managed variable is named by its memory, which is where host code finds it.
    pub(crate) fn resolve_var(&self, ctx: &Context, shadow: usize) -> CudaResult<(u64, usize)> {
        if let Some(r) = ctx.symbols.managed_at(shadow) {
            return Ok(r);
        }
        if let Some(&r) = ctx
            .symbols
            .resolved
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&shadow)
        {
            return Ok(r);
        }
        let entry = self.registry.var(shadow).ok_or(CudaError::InvalidSymbol)?;
        let module = self.loaded_module(ctx, &entry.module)?;
        let var = &entry.var;
        let (addr, dev_size) = match module.variable(&var.name, var.template_args.as_deref()) {
            Ok(Some(found)) => found,
            Ok(None) => {
                eprintln!(
                    "ferrocuda: device variable '{}' is missing from its device image",
                    var.name
                );
                return Err(CudaError::InvalidSymbol);
            }
            Err(msg) => {
                eprintln!(
                    "ferrocuda: device variable '{}' cannot be made for the template arguments '{}': {}",
                    var.name,
                    var.template_args.as_deref().unwrap_or_default(),
                    msg.trim_end()
                );
                return Err(CudaError::InvalidSymbol);
            }
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
            if let Some((_, size)) = ctx.symbols.managed_at(symbol) {
                return Ok(size);
            }
            let entry = self.registry.var(symbol).ok_or(CudaError::InvalidSymbol)?;
            self.resolve_var(ctx, symbol)?;
            Ok(entry.var.size)
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

    /// Whether a kernel is registered for the host stub at `stub`.
    pub fn knows_kernel(&self, stub: usize) -> bool {
        self.registry.kernel(stub).is_some()
    }

    /// Maps a host shadow to a device variable (`__ferrocudaRegisterVar`), or to an instance
    /// of a variable template (its record, see `__ferrocudaRegisterRecords`).
    pub fn register_var(&self, module: usize, shadow: usize, var: VarRegistration) -> bool {
        self.registry.register_var(module, shadow, var)
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

    fn variable(
        &self,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<Option<(u64, usize)>, String> {
        member_variable(&*self.linked, self.member, name, template_args)
    }

    fn kernels(&self) -> Vec<crate::backend::ModuleKernel> {
        self.linked.kernels()
    }
}

/// Variable `name` of file `member` in the program's linked relocatable device code: the
/// file's own (which the linker renamed), else the one the program exports. The front end
/// finds the file that defines a variable template.
fn member_variable(
    linked: &dyn LoadedModule,
    member: usize,
    name: &str,
    template_args: Option<&str>,
) -> Result<Option<(u64, usize)>, String> {
    if template_args.is_some() {
        return linked.variable(name, template_args);
    }
    match linked.variable(&internal_name(name, member), None)? {
        Some(found) => Ok(Some(found)),
        None => linked.variable(name, None),
    }
}

/// The memory of the managed variable whose host shadow is at `shadow`, allocated and filled
/// from the shadow the first time it is asked for (the shadow itself if allocation fails).
fn managed_variable(ctx: &Context, shadow: usize, size: usize) -> u64 {
    let mut managed = ctx
        .symbols
        .managed
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&(memory, _)) = managed.get(&shadow) {
        return memory;
    }
    let Ok(memory) = ctx.allocate(size.max(1), MemoryKind::Managed, MEM_ATTACH_GLOBAL) else {
        return shadow as u64;
    };
    // SAFETY: `memory` was just allocated with `size` bytes; the caller vouches for the
    // shadow's.
    unsafe {
        ctx.backend
            .copy(memory, shadow as u64, size, CopyDirection::HostToDevice)
    };
    managed.insert(shadow, (memory, size));
    memory
}
