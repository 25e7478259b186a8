// `&D::b` of a data member `D` inherits from `B` is an `int B::*` (C++ gives it the class that
// declares the member), which converts to `int D::*` by the base's offset in `D`; in code and
// in a device variable's initializer.
#include <cstdio>

struct B {
    int b;
    float f;
    __device__ int get() const { return b * 2; }
};
struct Pad {
    int pad[3];
};
struct D : Pad, B {
    int d;
};

__device__ int D::*from_variable = &D::b;

__global__ void read(int* out)
{
    D obj;
    obj.pad[0] = -1;
    obj.b = 5;
    obj.f = 2.5f;
    obj.d = 7;
    int B::*as_base = &D::b;
    int D::*as_derived = &D::b;
    float D::*f = &D::f;
    int (B::*get)() const = &D::get;
    out[0] = obj.*as_base;
    out[1] = obj.*as_derived;
    out[2] = obj.*from_variable;
    out[3] = (int)(obj.*f * 10);
    out[4] = (obj.*get)();
    B& base = obj;
    out[5] = base.*as_base;
}

int main()
{
    int* d;
    cudaMalloc(&d, 6 * sizeof(int));
    read<<<1, 1>>>(d);
    int h[6];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; ++i) printf("out[%d] = %d\n", i, h[i]);
    cudaFree(d);
    return 0;
}
