# 1 "scopes.cu"
static void** __fc_module_handle();
extern "C" {
void** __ferrocudaRegisterModule(const unsigned char* image, unsigned long long size);
void __ferrocudaRegisterFunction(void** module, const void* host_stub, const char* kernel_name, const char* template_args);
void __ferrocudaRegisterVar(void** module, void* host_shadow, const char* var_name, unsigned long long size, int is_constant, int is_managed);
}
# 1 "scopes.cu"
# 1 "include/helper.h" 1
namespace helper {

                    int both(int x) { return x - 1; }
}
# 3 "scopes.cu" 2

extern "C" { unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared_mem, struct CUstream_st* stream); cudaError_t __ferrocudaLaunch(const void* host_stub, void** args); int __ferrocudaRegisterInstance(const struct __fc_instance* instance); cudaError_t __ferrocudaLaunchInstance(const struct __fc_instance* instance, void** args); } template <class G, class B> inline unsigned __ferrocudaPushConfiguration(G grid, B block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(dim3(grid), dim3(block), shared_mem, stream); } inline unsigned __ferrocudaPushConfiguration(dim3 grid, dim3 block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(grid, block, shared_mem, stream); } namespace outer {
namespace {
           int hidden;
           void anon(int* p) { void* __fc_args[] = {(void*)&p}; __ferrocudaLaunch((const void*)anon, __fc_args); }
}
inline namespace v1 {
             int versioned[2] = {1, 2};
}
namespace inner::deeper {
           void deep(int* p) { void* __fc_args[] = {(void*)&p}; __ferrocudaLaunch((const void*)(void(*)(int *))deep, __fc_args); }
           void deep(float* p) { void* __fc_args[] = {(void*)&p}; __ferrocudaLaunch((const void*)(void(*)(float *))deep, __fc_args); }
}
}

extern "C" {
           void cKernel(int* p) { void* __fc_args[] = {(void*)&p}; __ferrocudaLaunch((const void*)cKernel, __fc_args); }

}

extern "C"            void cKernel2(int* p) { void* __fc_args[] = {(void*)&p}; __ferrocudaLaunch((const void*)cKernel2, __fc_args); }

struct Complex {
    float re, im;
                        Complex(float r, float i) : re(r), im{i} {}
    


                        float norm2() const { return re * re + im * im; }
    
    struct Nested {
        
        int keep;
    } nested;
private:
    
};

struct Plain { int a; } plainVar = {1};


                              int viaAttributeBoth(int x) { return x; }

static int useLambda() {
    auto f = [](int x)                     { return x * 2; };
    return f(3);
}

int main() {
    int* p = nullptr;
    (__ferrocudaPushConfiguration(1, 1) ? (void)0 : outer::anon(p));
    (__ferrocudaPushConfiguration(1, 1) ? (void)0 : outer::inner::deeper::deep(p));
    (__ferrocudaPushConfiguration(1, 1) ? (void)0 : ::cKernel(p));
    Complex c(1, 2);
    return (int)c.norm2() + useLambda() + plainVar.a + helper::both(1);
}

# 1 "<ferrocuda registration>"
static const unsigned char __fc_image[] =
"device image of the fixture\012"
;
static void** __fc_register_module() {
  void** __h = __ferrocudaRegisterModule(__fc_image, 28ULL);
  __ferrocudaRegisterFunction(__h, (const void*)outer::anon, "outer::anon", nullptr);
  __ferrocudaRegisterFunction(__h, (const void*)(void(*)(int *))outer::inner::deeper::deep, "outer::inner::deeper::deep", nullptr);
  __ferrocudaRegisterFunction(__h, (const void*)(void(*)(float *))outer::inner::deeper::deep, "outer::inner::deeper::deep", nullptr);
  __ferrocudaRegisterFunction(__h, (const void*)cKernel, "cKernel", nullptr);
  __ferrocudaRegisterFunction(__h, (const void*)cKernel2, "cKernel2", nullptr);
  __ferrocudaRegisterVar(__h, (void*)&outer::hidden, "outer::hidden", sizeof(outer::hidden), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&outer::v1::versioned, "outer::v1::versioned", sizeof(outer::v1::versioned), 1, 0);
  return __h;
}
static void** __fc_module_handle() {
  static void** __h;
  void** __m = __atomic_load_n(&__h, 2);
  if (!__m) {
    __m = __fc_register_module();
    __atomic_store_n(&__h, __m, 3);
  }
  return __m;
}
static void** const __fc_module_at_startup __attribute__((unused)) = __fc_module_handle();
