// corpus: a class's implicit copy assignment called by name: `Base::operator=(other)` in a
// derived class's assignment (as iterator adaptors assign their base), `this->Base::operator=`,
// and `a.operator=(b)`, whose result is the assigned object
#include <cstdio>

struct Base {
    int a;
    float f;
};
struct Derived : Base {
    int b;
    __host__ __device__ Derived &assign(const Derived &o) {
        Base::operator=(o);
        b = o.b;
        return *this;
    }
    __host__ __device__ Derived &assign_base_only(const Base &o) {
        this->Base::operator=(o);
        return *this;
    }
};

__global__ void kernel(int *out) {
    Derived x, y;
    x.a = 1; x.f = 1.5f; x.b = 2;
    y.a = 30; y.f = 2.5f; y.b = 40;
    x.assign(y);
    out[0] = x.a + x.b + (int)(2 * x.f);
    Base other = {7, 0.5f};
    x.assign_base_only(other);
    out[1] = x.a + x.b;
    Base p = {1, 1.0f}, q = {5, 3.0f};
    out[2] = p.operator=(q).a + (int)p.f;
}

int main() {
    int *d, h[3];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("assign %d, base only %d, member call %d\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
