// Objects whose destructor is deleted, as declared or implicitly (through a member).
struct NoDtor { __host__ __device__ ~NoDtor() = delete; };
struct Holder { NoDtor n; int x; };
__global__ void k(NoDtor* p, Holder* q) {
    NoDtor n;
    Holder h;
    p->~NoDtor();
    delete q;
}

__global__ void temporaries(int* o) {
    (void)NoDtor();
}
int main() {}
