// Classes with empty bases and members laid out as the host compiler lays them out: two
// subobjects of one empty type never share an address, so a base or member that would put one
// where another already is moves on. Host and device code must agree on every offset, or a
// kernel reads the wrong fields of the host's objects.
#include <cstdio>
#include <cstddef>
struct E {};
struct F {};
struct A : E { int x; };
struct B : E { A a; int y; };            // a's E would meet B's E at 0
struct C : E { E e; int z; };            // so would member e
struct D : E, F { F f; char c; };        // f would meet base F
struct G : A { E e[3]; int w; };         // e[0] would meet A's E
struct H { E e; A a; };
struct I : E { int i; };
struct J : I { E e2; };
union U { E e; A a; };
struct Str : E { int length; char* data; };
struct Elem : E { Str name; int value; };

#define OFFSET(obj, member) (size_t)((const char*)&obj.member - (const char*)&obj)
constexpr int N = 20;

__host__ __device__ void layout(size_t* o) {
  B b; C c; D d; G g; H h; J j; Elem e;
  size_t v[N] = {sizeof(B), OFFSET(b, a), OFFSET(b, y), sizeof(C), OFFSET(c, e), OFFSET(c, z),
                 sizeof(D), OFFSET(d, f), OFFSET(d, c), sizeof(G), OFFSET(g, e[0]), OFFSET(g, w),
                 sizeof(H), OFFSET(h, a), sizeof(J), OFFSET(j, e2), sizeof(U), sizeof(Elem),
                 OFFSET(e, name.data), OFFSET(e, value)};
  for (int i = 0; i < N; ++i) o[i] = v[i];
}

__global__ void onDevice(size_t* o) { layout(o); }

__global__ void readElem(const Elem* e, long* out) {
  out[0] = e->name.length;
  out[1] = e->value;
}

int main() {
  size_t host[N], dev[N], *d;
  cudaMalloc(&d, sizeof(dev));
  onDevice<<<1, 1>>>(d);
  cudaMemcpy(dev, d, sizeof(dev), cudaMemcpyDeviceToHost);
  layout(host);
  int differ = 0;
  for (int i = 0; i < N; ++i) {
    printf("%zu%s", dev[i], i == N - 1 ? "\n" : " ");
    differ += dev[i] != host[i];
  }
  printf("%s\n", differ ? "host and device layouts differ" : "host and device layouts agree");

  Elem* e;
  long* out;
  cudaMallocManaged(&e, sizeof(Elem));
  cudaMallocManaged(&out, 2 * sizeof(long));
  e->name.length = 5;
  e->name.data = nullptr;
  e->value = 10;
  readElem<<<1, 1>>>(e, out);
  cudaDeviceSynchronize();
  printf("length %ld value %ld\n", out[0], out[1]);
  return 0;
}
