// `static_cast` converts no integer to a pointer or a pointer to an integer (a null pointer
// constant is one), and a call through a function pointer checks its arguments' conversions.
__device__ void take(int*) {}

__device__ int* to_pointer(int i) { return static_cast<int*>(i); }

__device__ long to_integer(int* p) { return static_cast<long>(p); }

__device__ int* null_pointer() { return static_cast<int*>(0); }

__global__ void kernel(int i, int* out)
{
    void (*fp)(int*) = take;
    fp(i);
    *out = *to_pointer(i) + int(to_integer(out)) + *null_pointer();
}

__device__ bool tested(int* p) { return static_cast<bool>(p); }
