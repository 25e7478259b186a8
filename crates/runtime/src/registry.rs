//! The registrations a program makes before `main`: device images, kernel stubs and variables.
//!
//! The host pass emits a static constructor per translation unit that registers its device
//! image, then maps each kernel's host stub and each device variable's host shadow to a name in
//! that image. Registration never touches a device: images are loaded on first use, per device,
//! so a program that never calls CUDA never pays for compiling its device code.
//!
//! Keys are host addresses (`usize`): the module key the C layer chose, the stub's address, the
//! shadow's address. They are compared, never dereferenced, here.

use ferrocuda_frontend::compile::{InstanceSpec, TemplateKind};
use std::collections::HashMap;
use std::ffi::{CStr, CString};
use std::sync::{Arc, RwLock};

/// A registered device image.
pub struct ModuleImage {
    /// The key the image was registered under.
    pub key: usize,
    pub image: Box<[u8]>,
    /// For relocatable device code, the image's position among the program's (see
    /// [`Registry::linked_image`]).
    pub member: Option<usize>,
}

/// The key of the image that links the program's relocatable device code: not a host address,
/// so no registration can take it.
pub const LINKED_IMAGE_KEY: usize = 0;

/// A `__global__` function as the host sees it.
pub struct KernelEntry {
    pub module: Arc<ModuleImage>,
    pub name: String,
    /// The name as a C string, for `cudaFuncGetName`, whose result must stay valid for the
    /// rest of the process; one small string per registered kernel is deliberately leaked.
    pub c_name: &'static CStr,
    /// The template arguments of an instantiated template kernel.
    pub template_args: Option<String>,
}

/// What the host says of a device variable when it registers it.
pub struct VarRegistration {
    pub name: String,
    /// For an instance of a variable template, its template arguments (as for kernels).
    pub template_args: Option<String>,
    /// The variable's size as the host compiler sees it.
    pub size: usize,
    /// Not needed where constant memory is ordinary device memory (the CPU backend); kept for
    /// backends with a separate constant space.
    pub is_constant: bool,
    pub is_managed: bool,
}

impl VarRegistration {
    /// A variable that is not a template's instance.
    pub fn plain(name: &str, size: usize, is_constant: bool, is_managed: bool) -> Self {
        VarRegistration {
            name: name.to_string(),
            template_args: None,
            size,
            is_constant,
            is_managed,
        }
    }
}

/// A `__device__`, `__constant__` or `__managed__` variable.
pub struct VarEntry {
    pub module: Arc<ModuleImage>,
    /// The host shadow's address.
    pub shadow: usize,
    pub var: VarRegistration,
}

#[derive(Default)]
struct Tables {
    modules: HashMap<usize, Arc<ModuleImage>>,
    /// The images of relocatable device code, in registration order.
    relocatable: Vec<Arc<ModuleImage>>,
    kernels: HashMap<usize, Arc<KernelEntry>>,
    vars: HashMap<usize, Arc<VarEntry>>,
}

#[derive(Default)]
pub struct Registry {
    tables: RwLock<Tables>,
}

impl Registry {
    fn read(&self) -> std::sync::RwLockReadGuard<'_, Tables> {
        self.tables.read().unwrap_or_else(|e| e.into_inner())
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, Tables> {
        self.tables.write().unwrap_or_else(|e| e.into_inner())
    }

    /// Registers a device image under `key` (a later registration under the same key replaces
    /// it). The bytes are copied.
    pub fn register_module(&self, key: usize, image: &[u8]) {
        let mut t = self.write();
        let member = ferrocuda_frontend::image::is_relocatable(image).then(|| {
            let same_key = t.relocatable.iter().position(|m| m.key == key);
            same_key.unwrap_or(t.relocatable.len())
        });
        let m = Arc::new(ModuleImage {
            key,
            image: image.into(),
            member,
        });
        if let Some(i) = member {
            match t.relocatable.get_mut(i) {
                Some(slot) => *slot = m.clone(),
                None => t.relocatable.push(m.clone()),
            }
        }
        t.modules.insert(key, m);
    }

    /// The image of all the program's relocatable device code, linked when it is loaded (as
    /// nvcc's device link step links it when the program is built). Every such image registered
    /// so far is a member, at the position its `member` says.
    pub fn linked_image(&self) -> Arc<ModuleImage> {
        let t = self.read();
        let members: Vec<&[u8]> = t.relocatable.iter().map(|m| &*m.image).collect();
        Arc::new(ModuleImage {
            key: LINKED_IMAGE_KEY,
            image: ferrocuda_frontend::image::bundle(&members).into(),
            member: None,
        })
    }

    /// Maps a kernel stub to a kernel of module `module`. False when the module is unknown or
    /// the name holds a NUL byte.
    pub fn register_function(
        &self,
        module: usize,
        stub: usize,
        name: &str,
        template_args: Option<&str>,
    ) -> bool {
        let mut t = self.write();
        let Some(m) = t.modules.get(&module).cloned() else {
            return false;
        };
        let Ok(c_name) = CString::new(name) else {
            return false;
        };
        let entry = KernelEntry {
            module: m,
            name: name.to_string(),
            c_name: Box::leak(c_name.into_boxed_c_str()),
            template_args: template_args.map(str::to_string),
        };
        t.kernels.insert(stub, Arc::new(entry));
        true
    }

    /// Maps a host shadow to a variable of module `module`. False when the module is unknown.
    pub fn register_var(&self, module: usize, shadow: usize, var: VarRegistration) -> bool {
        let mut t = self.write();
        let Some(m) = t.modules.get(&module).cloned() else {
            return false;
        };
        let entry = VarEntry {
            module: m,
            shadow,
            var,
        };
        t.vars.insert(shadow, Arc::new(entry));
        true
    }

    /// The image registered under `key`.
    pub fn module(&self, key: usize) -> Option<Arc<ModuleImage>> {
        self.read().modules.get(&key).cloned()
    }

    pub fn kernel(&self, stub: usize) -> Option<Arc<KernelEntry>> {
        self.read().kernels.get(&stub).cloned()
    }

    /// The variable whose host shadow starts at `shadow` (CUDA wants the symbol itself, not an
    /// address inside it).
    pub fn var(&self, shadow: usize) -> Option<Arc<VarEntry>> {
        self.read().vars.get(&shadow).cloned()
    }

    /// The managed variables of the module registered under `module`; for the linked image
    /// ([`LINKED_IMAGE_KEY`]), those of every file with relocatable device code.
    pub fn managed_vars_of(&self, module: usize) -> Vec<Arc<VarEntry>> {
        let of_module = |v: &VarEntry| match module {
            LINKED_IMAGE_KEY => v.module.member.is_some(),
            key => v.module.key == key,
        };
        self.read()
            .vars
            .values()
            .filter(|v| v.var.is_managed && of_module(v))
            .cloned()
            .collect()
    }

    /// The templated kernels' instances registered for the module registered under `module`,
    /// sorted: the same program asks for them in the same order.
    pub fn kernel_instances_of(&self, module: usize) -> Vec<InstanceSpec> {
        let kernel = |k: &KernelEntry| {
            Some((
                TemplateKind::Kernel,
                k.name.clone(),
                k.template_args.clone()?,
            ))
        };
        let mut out: Vec<InstanceSpec> = self
            .read()
            .kernels
            .values()
            .filter(|k| k.module.key == module)
            .filter_map(|k| kernel(k))
            .collect();
        // All of one kind: by name, then template arguments.
        out.sort_by(|a, b| (&a.1, &a.2).cmp(&(&b.1, &b.2)));
        out.dedup();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_stubs_and_shadows() {
        let r = Registry::default();
        assert!(!r.register_function(1, 0x10, "k", None));
        r.register_module(1, b"image");
        assert!(r.register_function(1, 0x10, "k", Some("float")));
        assert!(r.register_var(1, 0x20, VarRegistration::plain("v", 8, true, false)));
        assert!(r.register_var(1, 0x30, VarRegistration::plain("m", 4, false, true)));
        let k = r.kernel(0x10).unwrap();
        assert_eq!(
            (k.name.as_str(), k.template_args.as_deref()),
            ("k", Some("float"))
        );
        assert_eq!(&*k.module.image, b"image");
        assert_eq!(r.var(0x20).unwrap().var.size, 8);
        assert!(r.var(0x21).is_none());
        assert_eq!(r.managed_vars_of(1).len(), 1);
    }
}
