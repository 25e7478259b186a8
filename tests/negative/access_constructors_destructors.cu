// Constructors and destructors that are not accessible where an object is made or destroyed
// (nvcc's words, measured).
class Token {
    __device__ Token() {}
    __device__ explicit Token(int seed) : id(seed) {}
    friend struct Factory;

  public:
    __device__ static Token make() { return Token(); }
    int id = 0;
};
struct Factory {
    __device__ Token build(int seed) { return Token(seed); }
};
class Pinned {
    __device__ ~Pinned() {}

  public:
    int v = 1;
    __device__ static int scratch() { Pinned p; return p.v; }
};
struct Base {
  protected:
    __device__ Base(int) {}

  private:
    __device__ Base() {}
};
struct FromBase : Base { __device__ FromBase() : Base(1) {} };
struct Defaulted : Base { __device__ Defaulted() {} };

__global__ void k(int* out, Pinned* gone) {
    Token t;
    Token u(3);
    out[0] = t.id + u.id + Token::make().id + Factory().build(2).id;
    Pinned p;
    out[1] = p.v + Pinned::scratch();
    delete gone;
    FromBase f;
    Defaulted d;
    Base b(1);
}
