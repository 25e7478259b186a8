namespace lib {
struct Payload {
    int* out;
    int v;
    friend __global__ void run(Payload p) { *p.out = p.v * 5; }
};
template <class T>
struct Box {
    T* out;
    friend __global__ void fill(Box b) { *b.out = T(1); }
};
}  // namespace lib
