# 1 "scopes.cu"
static void** __fc_module_handle();
struct __fc_targ { const char* (*__type)(); unsigned long long __value; char __kind; const char* __text; };
struct __fc_record { void** (*__module)(); const void* __stub; const char* __name; const __fc_targ* __targs; unsigned long long __size; int __kind; };
extern "C" {
void** __ferrocudaRegisterModule(const unsigned char* image, unsigned long long size);
void __ferrocudaRegisterVar(void** module, void* host_shadow, const char* var_name, unsigned long long size, int is_constant, int is_managed);
void* __ferrocudaManagedVar(void* host_shadow, unsigned long long size);
void __ferrocudaRegisterRecords(void** module, void** (*module_handle)(), const struct __fc_record* begin, const struct __fc_record* end, const struct __fc_record* const* listed, const struct __fc_record* const* listed_end);
int __ferrocudaRegisterRecord(const struct __fc_record* record);
}
template <class __T> struct __fc_capture { typedef __T type; };
template <class __T, unsigned long __N> struct __fc_array;
template <class __T, unsigned long __N> struct __fc_capture<__T[__N]> { typedef __fc_array<__T, __N> type; };
template <class __T, unsigned long __N> struct __fc_capture<const __T[__N]> : __fc_capture<__T[__N]> {};
template <class __T> struct __fc_capture<__T&> : __fc_capture<__T> {};
template <class __T> struct __fc_capture<__T&&> : __fc_capture<__T> {};
template <class __T> struct __fc_capture<const __T> : __fc_capture<__T> {};
template <class __T> struct __fc_capture<volatile __T> : __fc_capture<__T> {};
template <class __T> struct __fc_capture<const volatile __T> : __fc_capture<__T> {};
# 1 "scopes.cu"
# 1 "include/helper.h" 1
namespace helper {

                    int both(int x) { return x - 1; }
}
# 3 "scopes.cu" 2

extern "C" { unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared_mem, struct CUstream_st* stream); cudaError_t __ferrocudaLaunch(const struct __fc_record* record, void** args); cudaError_t __ferrocudaLaunch1(const struct __fc_record* record, void*); cudaError_t __ferrocudaLaunch2(const struct __fc_record* record, void*, void*); cudaError_t __ferrocudaLaunch3(const struct __fc_record* record, void*, void*, void*); cudaError_t __ferrocudaLaunch4(const struct __fc_record* record, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch5(const struct __fc_record* record, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch6(const struct __fc_record* record, void*, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch7(const struct __fc_record* record, void*, void*, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch8(const struct __fc_record* record, void*, void*, void*, void*, void*, void*, void*, void*); } template <class G, class B> inline unsigned __ferrocudaPushConfiguration(G grid, B block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(dim3(grid), dim3(block), shared_mem, stream); } inline unsigned __ferrocudaPushConfiguration(dim3 grid, dim3 block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(grid, block, shared_mem, stream); } namespace outer {
namespace {
           static int hidden;
           void anon(int* p) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(int * p))anon, "outer::anon", nullptr, 0, 0}; __ferrocudaLaunch1(&__fc_kernel, (void*)&p); }
}
inline namespace v1 {
             static int versioned[2] = {1, 2};
}
namespace inner::deeper {
           void deep(int* p) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(int * p))deep, "outer::inner::deeper::deep#0", nullptr, 0, 0}; __ferrocudaLaunch1(&__fc_kernel, (void*)&p); }
           void deep(float* p) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(float * p))deep, "outer::inner::deeper::deep#1", nullptr, 0, 0}; __ferrocudaLaunch1(&__fc_kernel, (void*)&p); }
}
}

extern "C" {
           void cKernel(int* p) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(int * p))cKernel, "cKernel", nullptr, 0, 0}; __ferrocudaLaunch1(&__fc_kernel, (void*)&p); }

}

extern "C"            void cKernel2(int* p) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(int * p))cKernel2, "cKernel2", nullptr, 0, 0}; __ferrocudaLaunch1(&__fc_kernel, (void*)&p); }

struct Complex {
    float re, im;
                        Complex(float r, float i) : re(r), im{i} {}
               Complex __attribute__((__error__("a __device__ function cannot be called from host code"))) operator*(const Complex& o) const { __builtin_trap(); }


                        float norm2() const { return re * re + im * im; }
    template <class T>            T __attribute__((__error__("a __device__ function cannot be called from host code"))) as() const { __builtin_trap(); }
    struct Nested {
                   void __attribute__((__error__("a __device__ function cannot be called from host code"))) only() { __builtin_trap(); }
        int keep;
    } nested;
private:
               static int __attribute__((__error__("a __device__ function cannot be called from host code"))) counter();
};

struct Plain { int a; } plainVar = {1};


                              int viaAttributeBoth(int x) { return x; }

struct __fc_lambda_0 { static constexpr int __fc_extended_lambda = 2; auto operator()( int x ) const { return x * 2 ; } }; static int useLambda() {
    auto f = __fc_lambda_0{};
    return f(3);
}

int main() {
    int* p = nullptr;
    (__ferrocudaPushConfiguration(1, 1), outer::anon(p));
    (__ferrocudaPushConfiguration(1, 1), outer::inner::deeper::deep(p));
    (__ferrocudaPushConfiguration(1, 1), ::cKernel(p));
    Complex c(1, 2);
    return (int)c.norm2() + useLambda() + plainVar.a + helper::both(1);
}

# 1 "<ferrocuda registration>"
static const unsigned char __fc_image[] =
"device image of the fixture\012"
;
extern "C" __attribute__((weak, visibility("hidden"))) const __fc_record __start___fc_records[], __stop___fc_records[];
extern "C" __attribute__((weak, visibility("hidden"))) const __fc_record* const __start___fc_record_refs[], * const __stop___fc_record_refs[];
static void** __fc_register_module() {
  void** __h = __ferrocudaRegisterModule(__fc_image, 28ULL);
  __ferrocudaRegisterVar(__h, (void*)&outer::hidden, "outer::hidden", sizeof(outer::hidden), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&outer::v1::versioned, "outer::v1::versioned", sizeof(outer::v1::versioned), 1, 0);
  __ferrocudaRegisterRecords(__h, __fc_module_handle, __start___fc_records, __stop___fc_records, __start___fc_record_refs, __stop___fc_record_refs);
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
