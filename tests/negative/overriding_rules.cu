// What `final` and `override` say of overriding, and what an overrider may return.
struct B {
    __device__ virtual int f() final { return 1; }
    __device__ virtual int g(int) { return 1; }
    __device__ virtual B* h() { return this; }
    __device__ virtual int k() const { return 1; }
};
struct D : B {
    __device__ int f() { return 2; }
    __device__ int g(long) override { return 2; }
    __device__ int* h() override { return nullptr; }
    __device__ int k() override { return 2; }
};
struct E : B {
    __device__ E* h() override { return this; }
    __device__ int g(int) override final { return 3; }
};
__global__ void kernel(int* o)
{
    D d;
    E e;
    o[0] = d.g(1) + e.g(1) + (e.h() != nullptr);
}
