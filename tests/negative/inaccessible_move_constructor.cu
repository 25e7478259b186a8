struct Base {
    __device__ Base() {}
private:
    __device__ Base(Base&& o) {}
};
__global__ void k() { Base a; Base b(static_cast<Base&&>(a)); }
