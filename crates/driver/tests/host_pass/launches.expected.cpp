# 1 "launches.cu"
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
# 1 "launches.cu"
extern "C" { unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared_mem, struct CUstream_st* stream); cudaError_t __ferrocudaLaunch(const struct __fc_record* record, void** args); cudaError_t __ferrocudaLaunch1(const struct __fc_record* record, void*); cudaError_t __ferrocudaLaunch2(const struct __fc_record* record, void*, void*); cudaError_t __ferrocudaLaunch3(const struct __fc_record* record, void*, void*, void*); cudaError_t __ferrocudaLaunch4(const struct __fc_record* record, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch5(const struct __fc_record* record, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch6(const struct __fc_record* record, void*, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch7(const struct __fc_record* record, void*, void*, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch8(const struct __fc_record* record, void*, void*, void*, void*, void*, void*, void*, void*); } template <class G, class B> inline unsigned __ferrocudaPushConfiguration(G grid, B block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(dim3(grid), dim3(block), shared_mem, stream); } inline unsigned __ferrocudaPushConfiguration(dim3 grid, dim3 block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(grid, block, shared_mem, stream); } namespace std { template <class T> T min(T a, T b) { return a < b ? a : b; } }
           void k(int a, int b) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(int a, int b))k, "k", nullptr, 0, 0}; __ferrocudaLaunch2(&__fc_kernel, (void*)&a, (void*)&b); }
typedef void (*Kernel)(int, int);
struct Table { Kernel fns[2]; Kernel fn; };
static Kernel pick(int i) { return k; }

template <int A, int B> struct Sum { static const int value = A + B; };

void launches(Table& t, Kernel fp, int n) {
    (__ferrocudaPushConfiguration(1, 1), (fp)(1, 2));
    (__ferrocudaPushConfiguration(1, 1), t.fns[0](3, 4));
    (__ferrocudaPushConfiguration(n, std::min<int>(n, 32)), t.fn(5, 6));
    (__ferrocudaPushConfiguration(Sum<1, 2>::value, 2), pick(0)(7, 8));
    if (n) (__ferrocudaPushConfiguration(1, 1), k(9, 10)); else (__ferrocudaPushConfiguration(2, 2), k(11, 12));
    auto later = [&]() { (__ferrocudaPushConfiguration(1, 1), k(n, n)); };
    later();
    for (int i = 0; i < 2; ++i) (__ferrocudaPushConfiguration(1, 1), k(i, (n << 1) >> 1));
}

int main() { Table t{}; launches(t, k, 1); }

# 1 "<ferrocuda registration>"
static const unsigned char __fc_image[] =
"device image of the fixture\012"
;
extern "C" __attribute__((weak, visibility("hidden"))) const __fc_record __start___fc_records[], __stop___fc_records[];
extern "C" __attribute__((weak, visibility("hidden"))) const __fc_record* const __start___fc_record_refs[], * const __stop___fc_record_refs[];
static void** __fc_register_module() {
  void** __h = __ferrocudaRegisterModule(__fc_image, 28ULL);
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
