// A static member function's overloads and templates named as a pointer value: none has the
// pointer's type.
struct Ops {
    template <class T> __device__ static T twice(T x, T y) { return x * y; }
    __device__ static int bump(int x) { return x + 1; }
    __device__ static float bump(float x) { return x + 0.5f; }
};

__global__ void kernel(int* out)
{
    double (*b)(double) = Ops::bump;
    int (*t)(int) = Ops::twice;
    out[0] = (int)b(1.0) + t(2);
}
